package models

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
)

// Join links are stored so that a copy of the database opens nothing: a
// player row holds the SHA-256 of its token (how /join/{token} finds it)
// and the token sealed with the server's link key (AES-256-GCM), so that
// the GM's links page can show it again. The key lives outside the
// database (cmd/sengoku: a key file beside it, or -key-file). Without the
// key, or under another one, a link still opens for whoever holds it; only
// showing it again needs the key, and regenerating gives a new one.

// LinkKeySize is the length of a link key in bytes.
const LinkKeySize = 32

// storedLink is a join token as stored: its hash and its sealed form.
type storedLink struct {
	hash, sealed string
}

// UseLinkKey sets the key that seals join tokens for the links page; call
// it once, before the database is used.
func (db *DB) UseLinkKey(key []byte) error {
	if len(key) != LinkKeySize {
		return fmt.Errorf("link key: %d bytes, want %d", len(key), LinkKeySize)
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return fmt.Errorf("link key: %w", err)
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return fmt.Errorf("link key: %w", err)
	}
	db.links = aead
	return nil
}

// storeLink is how token is stored: always its hash, and sealed when the
// database has a link key.
func (db *DB) storeLink(token string) (storedLink, error) {
	l := storedLink{hash: HashToken(token)}
	if db.links == nil {
		return l, nil
	}
	nonce := make([]byte, db.links.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return l, fmt.Errorf("seal join token: %w", err)
	}
	l.sealed = base64.RawURLEncoding.EncodeToString(db.links.Seal(nonce, nonce, []byte(token), []byte(l.hash)))
	return l, nil
}

var errUnsealed = errors.New("join token not sealed under this key")

// openLink gives back the token of a stored link, or errUnsealed when it
// was not sealed or not under this database's key.
func (db *DB) openLink(l storedLink) (string, error) {
	if db.links == nil || l.sealed == "" {
		return "", errUnsealed
	}
	b, err := base64.RawURLEncoding.DecodeString(l.sealed)
	n := db.links.NonceSize()
	if err != nil || len(b) < n {
		return "", errUnsealed
	}
	// The hash is the additional data: a sealed token moved to another
	// player's row does not open.
	tok, err := db.links.Open(nil, b[:n], b[n:], []byte(l.hash))
	if err != nil || HashToken(string(tok)) != l.hash {
		return "", errUnsealed
	}
	return string(tok), nil
}
