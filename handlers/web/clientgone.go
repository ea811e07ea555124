package web

import (
	"context"
	"errors"
	"syscall"
)

// StatusClientGone is the status logged for a request whose client hung
// up before its answer (nginx's 499): nothing failed on the server's side,
// so it is logged at info level and never counted as a server error.
const StatusClientGone = 499

// ClientGone reports whether err comes from a client that hung up: a
// connection that the client reset or closed under a read or write, or
// any failure once its request's context is cancelled (a query cut off,
// a render stopped, a body cut short: the words for it vary, the cause
// does not). A timeout of the server's own (context.DeadlineExceeded) is
// not one: it stays a server error.
func ClientGone(ctx context.Context, err error) bool {
	if err == nil {
		return false
	}
	return errors.Is(err, syscall.EPIPE) || errors.Is(err, syscall.ECONNRESET) ||
		errors.Is(ctx.Err(), context.Canceled)
}
