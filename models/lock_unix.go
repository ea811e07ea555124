//go:build unix

package models

import (
	"errors"
	"os"
	"syscall"
)

// lockFile takes an exclusive flock on path (created if needed), without
// waiting: held is true when another handle, in this process or another,
// holds it. release removes the file and then unlocks it, so that a
// directory keeps no lock file once its database is closed.
//
// A handle that opens the file just before the owner removes it would lock
// a file no longer in the directory, while a third creates a new one: so
// the lock counts only if the file locked is still the one at path.
func lockFile(path string) (release func(), held bool, err error) {
	for range 8 {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
		if err != nil {
			return nil, false, err
		}
		if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
			_ = f.Close() // unlocked: nothing to release
			if errors.Is(err, syscall.EWOULDBLOCK) {
				return nil, true, nil
			}
			return nil, false, err
		}
		if same(f, path) {
			return func() {
				_ = os.Remove(path) // before unlocking: see above
				_ = f.Close()
			}, false, nil
		}
		_ = f.Close() // a removed file: try the one at path now
	}
	return nil, false, errors.New("the lock file keeps being replaced")
}

// same reports whether f is still the file at path.
func same(f *os.File, path string) bool {
	a, err := f.Stat()
	if err != nil {
		return false
	}
	b, err := os.Stat(path)
	return err == nil && os.SameFile(a, b)
}
