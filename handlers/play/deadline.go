package play

import (
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
)

// deadlineFromForm reads the game master's deadline form into a: the spec
// for "set" (dl.kind, dl.hours, dl.weekday, dl.clock, dl.zone, dl.pause),
// the hours of an "extend". The engine checks the ranges and says what is
// wrong in both languages; a value that is no number is a bad form.
func deadlineFromForm(c *gin.Context, a *campaign.Action) error {
	bad := web.BadRequest("err.form")
	hours := func(field string) (time.Duration, error) {
		v := strings.TrimSpace(c.PostForm(field))
		if v == "" {
			return 0, nil
		}
		h, err := strconv.ParseFloat(strings.ReplaceAll(v, ",", "."), 64)
		if err != nil || math.IsNaN(h) || h < 0 || h > 24*366 {
			return 0, bad
		}
		return time.Duration(h * float64(time.Hour)).Round(time.Second), nil
	}
	var err error
	switch a.Choice {
	case campaign.DeadlineExtend:
		a.Extend, err = hours("extend")
		return err
	case campaign.DeadlineSet:
	default:
		return nil
	}
	sp := campaign.DeadlineSpec{Kind: c.PostForm("dl.kind"), Zone: strings.TrimSpace(c.PostForm("dl.zone"))}
	if len(sp.Zone) > 64 {
		return bad
	}
	// Only the chosen kind's fields are read: the other's may be empty, or
	// hold what was there before the game master changed his mind.
	switch sp.Kind {
	case campaign.DeadlineWeekly:
		sp.Clock = strings.TrimSpace(c.PostForm("dl.clock"))
		wd, werr := strconv.Atoi(c.PostForm("dl.weekday"))
		if werr != nil || len(sp.Clock) > 5 {
			return bad
		}
		sp.Weekday = time.Weekday(wd)
	case campaign.DeadlineAfter:
		if sp.After, err = hours("dl.hours"); err != nil {
			return err
		}
	}
	if sp.PauseLimit, err = hours("dl.pause"); err != nil {
		return err
	}
	a.Deadline = &sp
	return nil
}
