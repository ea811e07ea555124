package web

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"syscall"
	"testing"
)

// A reset or broken connection, or any failure of a cancelled request, is
// a client that hung up; a failure of the server's own, a timeout among
// them, is not.
func TestClientGoneTellsHangUpsFromFailures(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	timedOut, stop := context.WithTimeout(context.Background(), 0)
	defer stop()
	<-timedOut.Done()
	live := context.Background()
	pipe := &net.OpError{Op: "write", Net: "tcp", Err: os.NewSyscallError("write", syscall.EPIPE)}
	reset := &net.OpError{Op: "read", Net: "tcp", Err: os.NewSyscallError("read", syscall.ECONNRESET)}
	cases := []struct {
		name string
		ctx  context.Context
		err  error
		want bool
	}{
		{"broken pipe", live, fmt.Errorf("write answer: %w", pipe), true},
		{"connection reset", live, fmt.Errorf("read body: %w", reset), true},
		{"query cut off by the hang-up", cancelled, fmt.Errorf("list campaigns: %w", context.Canceled), true},
		{"any error once cancelled", cancelled, errors.New("sqlite: interrupted"), true},
		{"no error", cancelled, nil, false},
		{"server's own timeout", timedOut, fmt.Errorf("query: %w", context.DeadlineExceeded), false},
		{"a real failure", live, errors.New("disk full"), false},
	}
	for _, tc := range cases {
		if got := ClientGone(tc.ctx, tc.err); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}
