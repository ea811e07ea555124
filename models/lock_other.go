//go:build !unix

package models

import "errors"

var errLockUnsupported = errors.New("no file locks on this platform")

// lockFile is unsupported here: every handle reads the database for each
// version and none is refused a change (see ownership).
func lockFile(string) (func(), bool, error) { return nil, false, errLockUnsupported }
