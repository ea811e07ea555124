package account

import (
	_ "embed"
	"strings"
	"sync"
	"unicode/utf8"

	"sengoku/tables"
)

// GM passwords: at least minPasswordRunes characters, at most 72 bytes
// (bcrypt's limit), not blank, and not one of the most common passwords.
const minPasswordRunes = 8

//go:embed common_passwords.txt
var commonPasswordsText string

// commonPasswords is the embedded list as a set, built on first use.
var commonPasswords = sync.OnceValue(func() map[string]bool {
	set := map[string]bool{}
	for _, line := range strings.Split(commonPasswordsText, "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			set[line] = true
		}
	}
	return set
})

// passwordProblem is the catalogue key of what is wrong with a new GM
// password, or "".
func passwordProblem(pw string) string {
	switch {
	case strings.TrimSpace(pw) == "":
		return "err.password.blank"
	case utf8.RuneCountInString(pw) < minPasswordRunes:
		return "err.password.short"
	case len(pw) > 72:
		return "err.password.long"
	case isCommonPassword(pw):
		return "err.password.common"
	}
	return ""
}

// isCommonPassword reports whether pw, in lower case, is on the list or
// one character repeated.
func isCommonPassword(pw string) bool {
	lower := strings.ToLower(pw)
	if commonPasswords()[lower] {
		return true
	}
	first, _ := utf8.DecodeRuneInString(lower)
	return strings.Trim(lower, string(first)) == ""
}

// CheckNewPassword adds the problems of a new GM password (field) and its
// repetition (field2, when the form has one).
func CheckNewPassword(v *tables.ValidationError, field, pw, field2 string, pw2 *string) {
	if key := passwordProblem(pw); key != "" {
		v.Add(field, key)
	}
	if pw2 != nil && *pw2 != pw {
		v.Add(field2, "err.password.match")
	}
}
