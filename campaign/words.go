package campaign

import (
	"encoding/json"
	"fmt"

	"sengoku/i18n"
)

// flatJSON writes the object head (a struct's fields, without its
// message) with the message's key, arguments and words after them: the
// shape {…, "key", "args", "en", "it"} of a type that used to hold its
// words as flat en and it fields.
func flatJSON(head any, m i18n.Msg) ([]byte, error) {
	h, err := json.Marshal(head)
	if err != nil {
		return nil, err
	}
	body, err := json.Marshal(m)
	if err != nil {
		return nil, fmt.Errorf("message %s: %w", m.Key, err)
	}
	if len(h) <= 2 {
		return body, nil
	}
	return append(append(h[:len(h)-1], ','), body[1:]...), nil
}

// unflatJSON reads what flatJSON wrote, or the flat en and it of a row
// stored before the message had a key (it then renders as stored).
func unflatJSON(b []byte, head any, m *i18n.Msg) error {
	if err := json.Unmarshal(b, head); err != nil {
		return err
	}
	return m.UnmarshalJSON(b)
}

// English and Italian word each text in one shipped language, for logs,
// errors and tests; pages render the Msg in the reader's language.
func (m Message) English() string       { return i18n.EN.Render(m.Msg) }
func (m Message) Italian() string       { return i18n.IT.Render(m.Msg) }
func (b Banner) English() string        { return i18n.EN.Render(b.Msg) }
func (b Banner) Italian() string        { return i18n.IT.Render(b.Msg) }
func (p PrestigeEntry) English() string { return i18n.EN.Render(p.Msg) }
func (p PrestigeEntry) Italian() string { return i18n.IT.Render(p.Msg) }
func (la LegalAction) English() string  { return i18n.EN.Render(la.Msg) }
func (la LegalAction) Italian() string  { return i18n.IT.Render(la.Msg) }
func (d Destination) English() string   { return i18n.EN.Render(d.Why) }
func (d Destination) Italian() string   { return i18n.IT.Render(d.Why) }
func (u Unavailable) English() string   { return i18n.EN.Render(u.Msg) }
func (u Unavailable) Italian() string   { return i18n.IT.Render(u.Msg) }
func (s Summary) English() string       { return i18n.EN.Render(s.Msg) }
func (s Summary) Italian() string       { return i18n.IT.Render(s.Msg) }
