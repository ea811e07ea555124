package campaigns

import (
	"bufio"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/calc/wire"
	"sengoku/handlers/web"
	"sengoku/i18n"
	"sengoku/models"
	"sengoku/tables"
	campaignview "sengoku/views/campaign"
)

// maxImports is how many imports run at once: each holds its export in
// memory while it replays the log; the others are asked to retry.
const maxImports = 2

// importRetryAfter is the Retry-After, in seconds, of an import turned
// away because others are running.
const importRetryAfter = "10"

func (s *Server) importForm(c *gin.Context) {
	l := web.Lang(c)
	web.Render(c, http.StatusOK, campaignview.Import(s.Page(c, l.T("import.title"), "campaigns"), nil))
}

// importCampaign is POST /campaigns/import: the export is read as it
// arrives, bounded, and checked whole (its log replayed) before one
// write transaction stores it.
func (s *Server) importCampaign(c *gin.Context) {
	l := web.Lang(c)
	page := func(status int, problems []string) {
		web.Render(c, status, campaignview.Import(s.Page(c, l.T("import.title"), "campaigns"), problems))
	}
	select {
	case s.imports <- struct{}{}:
		defer func() { <-s.imports }()
	default:
		c.Header("Retry-After", importRetryAfter)
		page(http.StatusServiceUnavailable, []string{l.T("err.import.busy")})
		return
	}
	// The file and the two passwords: room for the form's own bytes.
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, maxImport+1<<20)
	up, err := readImportForm(c.Request)
	if err != nil && !web.IsTooLarge(err) {
		if web.ClientGone(c.Request.Context(), err) {
			s.Fail(c, err)
			return
		}
		// A body that is not the multipart form it claims to be (cut
		// short, a boundary that never comes, a line over the reader's
		// buffer): the client's fault, nothing read is kept.
		page(http.StatusBadRequest, []string{l.T("err.import.multipart")})
		return
	}
	if web.IsTooLarge(err) || web.IsTooLarge(up.fileErr) {
		// Only that: the fields it kept from being read are not blamed.
		page(http.StatusUnprocessableEntity, tooLarge("file", maxImport).(*tables.ValidationError).List(string(l)))
		return
	}
	v := &tables.ValidationError{}
	s.CheckNewPassword(v, "gm_password", up.password, "gm_password2", &up.password2)
	if up.fileErr == nil {
		up.fileErr = checkExport(up.ex, s.LibraryCardKind)
	}
	if up.fileErr != nil {
		addImportProblem(v, up.fileErr)
	}
	if err := v.Err(); err != nil {
		page(http.StatusUnprocessableEntity, v.List(string(l)))
		return
	}
	id, err := s.storeImport(c, up.ex, up.password)
	if err != nil {
		s.Fail(c, err)
		return
	}
	if err := s.StartSession(c, id, models.RoleGM, ""); err != nil {
		s.Fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, fmt.Sprintf("/campaigns/%d/links", id))
}

// importUpload is the import form as read: the passwords, and the export
// or what is wrong with the file.
type importUpload struct {
	password, password2 string
	ex                  *models.Export
	fileErr             error
}

// maxFormField bounds the import form's other fields (a password takes
// at most 72 bytes).
const maxFormField = 1 << 10

// readImportForm reads the multipart form part by part, the export as it
// streams in; it never holds the file's bytes, only the export they make.
// A request that is not multipart has no file.
func readImportForm(r *http.Request) (importUpload, error) {
	up := importUpload{fileErr: errNoFile}
	mr, err := r.MultipartReader()
	if err != nil {
		up.password, up.password2 = r.PostFormValue("gm_password"), r.PostFormValue("gm_password2")
		return up, nil
	}
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			return up, nil
		}
		if err != nil {
			return up, fmt.Errorf("read import form: %w", err)
		}
		switch part.FormName() {
		case "gm_password":
			up.password, err = readField(part)
		case "gm_password2":
			up.password2, err = readField(part)
		case "file":
			up.ex, up.fileErr = readExportFile(part)
		}
		if err == nil {
			_, err = io.Copy(io.Discard, part) // what is left of it
		}
		if err != nil {
			return up, fmt.Errorf("read import form: %w", err)
		}
	}
}

// errNoFile is an import form without a file.
var errNoFile = errors.New("no export file")

// errGzipTooLarge is a gzipped export longer than the limit decompressed.
var errGzipTooLarge = errors.New("export too large decompressed")

func readField(r io.Reader) (string, error) {
	b, err := io.ReadAll(io.LimitReader(r, maxFormField))
	return string(b), err
}

// readExportFile reads an export, gzipped (by its magic number) or not,
// at most maxImport bytes once decompressed.
func readExportFile(r io.Reader) (*models.Export, error) {
	br := bufio.NewReader(r)
	head, err := br.Peek(2)
	if len(head) == 0 && err == io.EOF {
		return nil, errNoFile
	}
	var src io.Reader = br
	zipped := len(head) == 2 && head[0] == 0x1f && head[1] == 0x8b
	if zipped {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", models.ErrNotExport, err)
		}
		// Closing a gzip reader only repeats its last read's error,
		// which ReadExport has already answered.
		defer func() { _ = zr.Close() }()
		src = zr
	}
	ex, err := models.ReadExport(src, maxImport)
	if zipped && errors.Is(err, models.ErrImportTooLarge) {
		return nil, errGzipTooLarge
	}
	if errors.Is(err, models.ErrImportTooLarge) {
		return nil, web.ErrTooLarge
	}
	return ex, err
}

// addImportProblem adds what is wrong with the export file, in both
// languages.
func addImportProblem(v *tables.ValidationError, err error) {
	var le *models.ImportLimitError
	var re *models.ReplayError
	var ep exportProblem
	both := func(key string, args ...any) {
		v.Add("file", key, args...)
	}
	switch {
	case errors.Is(err, errNoFile):
		addKey(v, "file", "err.import.file")
	case errors.Is(err, errGzipTooLarge):
		both("err.import.gzipLarge", maxImport>>20)
	case errors.As(err, &le):
		both("err.import.limit."+le.What, le.Limit)
	case errors.As(err, &re) && re.Final:
		addKey(v, "file", "err.import.replayFinal")
	case errors.As(err, &re) && re.Year != 0:
		addKey(v, "file", "err.import.replaySnapshots")
	case errors.As(err, &re):
		both("err.import.replay", re.Seq)
	case errors.As(err, &ep):
		addKey(v, "file", ep.key)
	default:
		if fv, ok := tables.AsValidation(err); ok {
			v.Problems = append(v.Problems, fv.Problems...)
			return
		}
		addKey(v, "file", "err.import.bad")
	}
}

func (s *Server) storeImport(c *gin.Context, ex *models.Export, pw string) (int64, error) {
	hash, err := s.HashPassword(c.Request.Context(), pw)
	if err != nil {
		return 0, err
	}
	tokens := map[campaign.Clan]string{}
	for _, p := range ex.Players {
		if tokens[p.Clan], err = campaign.NewToken(); err != nil {
			return 0, err
		}
	}
	// An export made before listings is seen as a new campaign would be.
	if ex.Visibility == "" {
		ex.Visibility = s.Listing
	}
	return s.Store.ImportCampaign(c.Request.Context(), ex, hash, tokens)
}

// exportProblem is a file that reads as JSON but is no export: key says
// what it lacks, in both languages.
type exportProblem struct{ key string }

func (e exportProblem) Error() string { return "not an export: " + e.key }
func (e exportProblem) Unwrap() error { return models.ErrNotExport }

// checkExport checks an export as read: its format, a state that decodes
// and is valid (campaign.State.Validate: every problem listed), one player
// per active clan, the campaign's own library, and a log whose replay
// gives every state the file stores (models.Export.CheckReplay).
func checkExport(ex *models.Export, cardKind string) error {
	switch {
	case ex.Format == "":
		return exportProblem{"err.import.no-format"}
	case !models.KnownExportFormat(ex.Format):
		return exportProblem{"err.import.format"}
	case strings.TrimSpace(ex.Name) == "":
		return exportProblem{"err.import.no-name"}
	}
	st, _, err := models.DecodeState(string(ex.State))
	if err != nil {
		return exportProblem{"err.import.no-state"}
	}
	bad := exportProblem{"err.import.players"}
	if err := st.Validate(); err != nil {
		return err
	}
	seen := map[campaign.Clan]bool{}
	for _, p := range ex.Players {
		if st.Clan(p.Clan) == nil || seen[p.Clan] {
			return bad
		}
		seen[p.Clan] = true
	}
	for _, cs := range st.Clans {
		if cs.Status == campaign.Active && !seen[cs.Clan] {
			return bad
		}
	}
	// The campaign's own library: only unit cards, each one valid.
	for _, it := range ex.Library {
		card, err := wire.DecodeCard(string(it.Data))
		if it.Kind != cardKind || strings.TrimSpace(it.Name) == "" || err != nil || card.Validate() != nil {
			return exportProblem{"err.import.library"}
		}
	}
	if err := checkFirstState(ex); err != nil {
		return err
	}
	return ex.CheckReplay()
}

// checkFirstState lists the problems of the state before the first action,
// the one the replay starts from (the file stores it whole).
func checkFirstState(ex *models.Export) error {
	if len(ex.Actions) == 0 || len(ex.Actions[0].StateBefore) == 0 {
		return nil // CheckReplay says what is missing
	}
	first, _, err := models.DecodeState(string(ex.Actions[0].StateBefore))
	if err != nil {
		return models.ErrNotExport
	}
	err = first.Validate()
	if pv, ok := tables.AsValidation(err); ok {
		seq := ex.Actions[0].Seq
		for i := range pv.Problems {
			pv.Problems[i].Msg = i18n.M("err.import.stateBefore", seq, pv.Problems[i].Msg)
		}
	}
	return err
}
