package play

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/models"
	campaignview "sengoku/views/campaign"
)

// battlePhotoPath is the photo of the table of a fought battle: read by
// whoever may read its report, uploaded, replaced and removed by the game
// master.
const battlePhotoPath = "/campaigns/:id/battles/:bid/photo"

// MaxPhotoBody bounds the upload request: the photo and the multipart
// envelope around it.
const MaxPhotoBody = models.MaxPhotoBytes + 64<<10

// IsPhotoUpload reports whether path is a photo upload, which has its own
// body limit (MaxPhotoBody) instead of the site's MaxBody (handlers/site).
func IsPhotoUpload(path string) bool {
	return strings.HasPrefix(path, "/campaigns/") && strings.HasSuffix(path, "/photo")
}

// foughtBattle is campaign :id with the report of battle :bid, or
// ErrNotFound when that battle has no report (not fought, or unknown).
func (s *Server) foughtBattle(c *gin.Context) (*models.Campaign, *campaign.BattleReport, error) {
	cp, _, err := s.LoadCampaign(c)
	if err != nil {
		return nil, nil, err
	}
	bid, err := strconv.Atoi(c.Param("bid"))
	if err != nil || cp.State.FoughtBattle(bid) == nil {
		return nil, nil, campaign.ErrNotFound
	}
	r, err := s.Store.BattleReport(c.Request.Context(), cp.ID, cp.State, bid)
	if err != nil {
		return nil, nil, err
	}
	return cp, r, nil
}

// showBattlePhoto serves the photo with the type sniffed when it was
// stored (never the uploader's claim); nosniff is set on every answer.
func (s *Server) showBattlePhoto(c *gin.Context) {
	cp, r, err := s.foughtBattle(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	ph, err := s.Store.BattlePhoto(c.Request.Context(), cp.ID, r.Battle.ID)
	if err != nil {
		s.Fail(c, err)
		return
	}
	c.Header("X-Content-Type-Options", "nosniff")
	c.Header("Cache-Control", "private, no-cache")
	c.Data(http.StatusOK, ph.ContentType, ph.Data)
}

// postBattlePhoto stores the uploaded photo, replacing any other, then
// shows the report; a refused photo stores nothing and is named beside
// the form.
func (s *Server) postBattlePhoto(c *gin.Context) {
	cp, r, err := s.foughtBattle(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	data, err := readPhoto(c)
	if err == nil {
		err = s.Store.SetBattlePhoto(c.Request.Context(), cp.ID, r.Battle.ID, data)
	}
	if key, ok := photoRefusal(err); ok {
		msg := web.Lang(c).T(key)
		if key == "err.photo.toolarge" {
			msg = fmt.Sprintf(msg, models.MaxPhotoBytes>>20)
		}
		s.renderBattleReport(c, http.StatusUnprocessableEntity, reportEcho{photoProblem: msg})
		return
	}
	if err != nil {
		s.Fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, campaignview.BattleReportURL(cp.ID, r.Battle.ID))
}

// errNoPhoto is an upload without a file.
var errNoPhoto = errors.New("no photo in the upload")

// readPhoto reads the form's file "photo", at most MaxPhotoBytes of it
// (one byte more tells an oversized one), in a body of at most
// MaxPhotoBody.
func readPhoto(c *gin.Context) ([]byte, error) {
	if c.Request.ContentLength > MaxPhotoBody {
		return nil, models.ErrPhotoTooLarge
	}
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, MaxPhotoBody)
	fh, err := c.FormFile("photo")
	switch {
	case web.IsTooLarge(err):
		return nil, models.ErrPhotoTooLarge
	case err != nil:
		return nil, errNoPhoto
	}
	f, err := fh.Open()
	if err != nil {
		return nil, fmt.Errorf("open the uploaded photo: %w", err)
	}
	defer func() { _ = f.Close() }() // read only: closing it loses nothing
	data, err := io.ReadAll(io.LimitReader(f, models.MaxPhotoBytes+1))
	if err != nil {
		return nil, fmt.Errorf("read the uploaded photo: %w", err)
	}
	if len(data) > models.MaxPhotoBytes {
		return nil, models.ErrPhotoTooLarge
	}
	return data, nil
}

// photoRefusal names in the catalogue the message of a refused photo.
func photoRefusal(err error) (string, bool) {
	switch {
	case errors.Is(err, models.ErrPhotoTooLarge):
		return "err.photo.toolarge", true
	case errors.Is(err, models.ErrPhotoType):
		return "err.photo.type", true
	case errors.Is(err, errNoPhoto):
		return "err.photo.missing", true
	}
	return "", false
}

// deleteBattlePhoto removes the photo, then shows the report.
func (s *Server) deleteBattlePhoto(c *gin.Context) {
	cp, r, err := s.foughtBattle(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	// The removal and its line in the history are one transaction.
	a := campaign.Action{Kind: campaign.ActBattlePhoto, Battle: r.Battle.ID, Choice: campaign.PhotoRemoved}
	ctx := c.Request.Context()
	saved, err := s.Store.RemoveBattlePhoto(ctx, cp.ID, r.Battle.ID, func(st *campaign.State) (models.ActionRecord, error) {
		return s.Service.Entry(st, campaign.GM(), a)
	})
	if err != nil {
		s.Fail(c, err)
		return
	}
	s.Changed(ctx, cp.ID, saved.Version)
	c.Redirect(http.StatusSeeOther, campaignview.BattleReportURL(cp.ID, r.Battle.ID))
}
