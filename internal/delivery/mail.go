package delivery

import (
	"context"
	"fmt"
	"net"
	"strconv"
	"time"

	"github.com/wneessen/go-mail"

	"sengoku/models"
)

// SMTP is the server e-mail notices leave from (-smtp-addr,
// -smtp-user, -smtp-from; the password from SENGOKU_SMTP_PASSWORD only,
// so that it never shows in a process list). No address: no e-mail.
type SMTP struct {
	Addr, User, Password, From string
}

// Enabled reports whether e-mail notices can leave: an address and a
// sender are given.
func (c SMTP) Enabled() bool { return c.Addr != "" && c.From != "" }

// client is a go-mail client for c: STARTTLS when the server offers it
// (a club's own relay may not), PLAIN login when a user is given.
func (c SMTP) client(timeout time.Duration) (*mail.Client, error) {
	host, p, err := net.SplitHostPort(c.Addr)
	if err != nil {
		return nil, fmt.Errorf("smtp address %q: %w", c.Addr, err)
	}
	port, err := strconv.Atoi(p)
	if err != nil {
		return nil, fmt.Errorf("smtp port %q: %w", p, err)
	}
	opts := []mail.Option{mail.WithPort(port), mail.WithTimeout(timeout), mail.WithTLSPolicy(mail.TLSOpportunistic)}
	if c.User != "" {
		opts = append(opts, mail.WithSMTPAuth(mail.SMTPAuthPlain), mail.WithUsername(c.User), mail.WithPassword(c.Password))
	}
	cl, err := mail.NewClient(host, opts...)
	if err != nil {
		return nil, fmt.Errorf("smtp client: %w", err)
	}
	return cl, nil
}

// mail sends notice n to its subscriber's address, worded in his language,
// with the one-click stop link in the text and in List-Unsubscribe.
func (w *Worker) mail(ctx context.Context, n models.OutNotice) error {
	if !w.smtp.Enabled() {
		return fmt.Errorf("e-mail: no SMTP server configured")
	}
	words, err := w.words(n)
	if err != nil {
		return err
	}
	m := mail.NewMsg()
	if err := m.From(w.smtp.From); err != nil {
		return fmt.Errorf("e-mail sender: %w", err)
	}
	if err := m.To(n.Sub.Target); err != nil {
		return fmt.Errorf("e-mail address: %w", err)
	}
	m.Subject(words.title)
	m.SetBodyString(mail.TypeTextPlain, words.line)
	if words.stop != "" {
		m.SetListUnsubscribe(words.stop)
	}
	cl, err := w.smtp.client(w.timeout)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, w.timeout)
	defer cancel()
	if err := cl.DialAndSendWithContext(ctx, m); err != nil {
		return fmt.Errorf("e-mail: %w", err)
	}
	return nil
}
