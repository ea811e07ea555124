package delivery

import (
	"bufio"
	"context"
	"net"
	"strings"
	"sync"
	"testing"

	"sengoku/campaign"
	"sengoku/models"
	"sengoku/models/dbtest"
)

// fakeSMTP is the least SMTP server go-mail talks to, on loopback: no
// TLS, no login; it keeps each message's recipients and data.
type fakeSMTP struct {
	ln   net.Listener
	mu   sync.Mutex
	msgs []string // "RCPT:<to>\n" + data
	wg   sync.WaitGroup
}

func newFakeSMTP(t *testing.T) *fakeSMTP {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	f := &fakeSMTP{ln: ln}
	f.wg.Go(func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			f.wg.Go(func() { f.serve(c) })
		}
	})
	t.Cleanup(func() { _ = ln.Close(); f.wg.Wait() })
	return f
}

func (f *fakeSMTP) serve(c net.Conn) {
	defer c.Close()
	r, w := bufio.NewReader(c), bufio.NewWriter(c)
	say := func(s string) { _, _ = w.WriteString(s + "\r\n"); _ = w.Flush() }
	say("220 fake ESMTP")
	var rcpt, data strings.Builder
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		cmd := strings.ToUpper(strings.TrimSpace(line))
		switch {
		case strings.HasPrefix(cmd, "EHLO"), strings.HasPrefix(cmd, "HELO"):
			say("250-fake\r\n250 8BITMIME")
		case strings.HasPrefix(cmd, "RCPT"):
			rcpt.WriteString(strings.TrimSpace(line))
			say("250 ok")
		case cmd == "DATA":
			say("354 go on")
			for {
				l, err := r.ReadString('\n')
				if err != nil {
					return
				}
				if l == ".\r\n" {
					break
				}
				data.WriteString(l)
			}
			f.mu.Lock()
			f.msgs = append(f.msgs, rcpt.String()+"\n"+data.String())
			f.mu.Unlock()
			rcpt.Reset()
			data.Reset()
			say("250 queued")
		case cmd == "QUIT":
			say("221 bye")
			return
		default: // MAIL, RSET, NOOP
			say("250 ok")
		}
	}
}

func (f *fakeSMTP) got() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.msgs...)
}

// An e-mail notice reaches its reader's address in his language with the
// one-click stop link (in the text and in List-Unsubscribe); the other
// reader, in the other language, gets his own; after the stop link, none.
func TestEmailNoticesInTheReadersLanguage(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		nt := newNoticeTable(t, b)
		ctx := context.Background()
		smtp := newFakeSMTP(t)
		nt.worker.smtp = SMTP{Addr: smtp.ln.Addr().String(), From: "sengoku@club.example"}
		nt.Act(t, campaign.GM(), campaign.Action{Kind: campaign.ActStart})
		nt.StackSafeDeck(t)
		stop := nt.Subscribe(t, models.Subscription{Clan: "Takeda", Channel: models.ChannelEmail, Target: "takeda@club.example", Lang: "it"})
		nt.Subscribe(t, models.Subscription{Clan: "Uesugi", Channel: models.ChannelEmail, Target: "uesugi@club.example", Lang: "en"})
		st, _ := nt.DB.Campaign(ctx, nt.ID)
		for _, c := range st.State.Order {
			nt.Act(t, campaign.PlayerOf(c), campaign.Action{Kind: campaign.ActDraw})
		}
		nt.Act(t, campaign.GM(), campaign.Action{Kind: campaign.ActAdvance}) // Diplomacy
		nt.Act(t, campaign.PlayerOf(campaign.Takeda), campaign.Action{Kind: campaign.ActNote, Target: campaign.Uesugi, Text: "secret plan"})
		nt.worker.Tick(ctx)
		var tk, ue []string
		for _, m := range smtp.got() {
			switch {
			case strings.Contains(m, "<takeda@club.example>"):
				tk = append(tk, m)
			case strings.Contains(m, "<uesugi@club.example>"):
				ue = append(ue, m)
			default:
				t.Errorf("to whom? %q", m)
			}
			if strings.Contains(m, "secret plan") {
				t.Errorf("a note's text by e-mail: %q", m)
			}
		}
		if len(tk) == 0 || len(ue) == 0 {
			t.Fatalf("Takeda got %d, Uesugi %d", len(tk), len(ue))
		}
		last := tk[len(tk)-1]
		if !strings.Contains(last, "Non ricevere pi") || !strings.Contains(last, "List-Unsubscribe: <http://sengoku.example/notices/unsubscribe/"+stop+">") {
			t.Errorf("Takeda's e-mail: %q", last)
		}
		if !strings.Contains(strings.Join(ue, ""), "the phase advanced") || !strings.Contains(strings.Join(ue, ""), "Stop these notices:") {
			t.Errorf("Uesugi's e-mails: %q", ue)
		}
		if err := nt.DB.Unsubscribe(ctx, stop); err != nil {
			t.Fatal(err)
		}
		before := len(smtp.got())
		nt.Act(t, campaign.GM(), campaign.Action{Kind: campaign.ActAdvance})
		nt.worker.Tick(ctx)
		for _, m := range smtp.got()[before:] {
			if strings.Contains(m, "takeda@") {
				t.Errorf("e-mail after the stop link: %q", m)
			}
		}
	})
}
