package views

import "context"

// assetsKey carries the site's asset addresses in a request's context.
type assetsKey struct{}

// WithAssets makes Asset answer with url, the content-hashed address of an
// embedded static file (static.Assets.URL).
func WithAssets(ctx context.Context, url func(name string) string) context.Context {
	return context.WithValue(ctx, assetsKey{}, url)
}

// Asset is the address templates use for the static file name (e.g.
// "css/app.css"): its content-hashed URL when the context has them, the
// plain one otherwise.
func Asset(ctx context.Context, name string) string {
	if url, ok := ctx.Value(assetsKey{}).(func(string) string); ok {
		return url(name)
	}
	return "/static/" + name
}
