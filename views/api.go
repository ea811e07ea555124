package views

// APIRoute documents one JSON route on the /api page.
type APIRoute struct {
	Method, Path string
	IT, EN       string // what it does
	Example      string // a curl command
	Response     string // an example answer
}
