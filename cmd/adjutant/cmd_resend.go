package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"adjutant/storage"
)

// resendReply answers "resend [all | ID...]": what was put back in the
// outbox, the IDs that name no failed mail, and the failed mail left.
type resendReply struct {
	Resent  []uint64           `json:"resent"`
	Unknown []uint64           `json:"unknown"`
	Failed  []storage.Outgoing `json:"failed"`
}

// parseResendRequest reads "all" or a list of outbox IDs; none lists.
func parseResendRequest(arg string) (all bool, ids []uint64, err error) {
	for _, f := range strings.Fields(arg) {
		if f == "all" {
			all = true
			continue
		}
		id, err := strconv.ParseUint(strings.TrimPrefix(f, "#"), 10, 64)
		if err != nil || id == 0 {
			return false, nil, fmt.Errorf("%w: %q is not the number of a failed mail (status and `adjutant resend` list them)", errUsage, f)
		}
		ids = append(ids, id)
	}
	return all, ids, nil
}

// resendFailed puts the named failed mail (all of it with all) back in
// the outbox, due at now, in one transaction, and lists what is left.
func resendFailed(db *storage.DB, all bool, ids []uint64, now time.Time) (resendReply, error) {
	var r resendReply
	err := db.Update(func(tx *storage.Tx) error {
		r = resendReply{}
		if all {
			failed, err := tx.FailedOutgoing(0)
			if err != nil {
				return err
			}
			ids = ids[:0]
			for i := len(failed) - 1; i >= 0; i-- { // oldest first
				ids = append(ids, failed[i].ID)
			}
		}
		for _, id := range ids {
			err := tx.ResendFailed(id, now)
			switch {
			case errors.Is(err, storage.ErrNotFound):
				r.Unknown = append(r.Unknown, id)
			case err != nil:
				return err
			default:
				r.Resent = append(r.Resent, id)
			}
		}
		var err error
		r.Failed, err = failedList(tx)
		return err
	})
	return r, err
}

// failedList is the mail the judge gave up sending, newest first,
// without its bytes.
func failedList(tx *storage.Tx) ([]storage.Outgoing, error) {
	failed, err := tx.FailedOutgoing(0)
	for i := range failed {
		failed[i].Data = nil
	}
	return failed, err
}

// resendWithoutDaemon does what the daemon would, on its file. A list
// alone opens the file read-only, as status does, so that it never
// upgrades a file an older version wrote.
func resendWithoutDaemon(dir string, all bool, ids []uint64) (resendReply, error) {
	if !all && len(ids) == 0 {
		db, err := openQuiet(dir)
		if err != nil {
			return resendReply{}, err
		}
		defer db.Close()
		var r resendReply
		err = db.View(func(tx *storage.Tx) error {
			var err error
			r.Failed, err = failedList(tx)
			return err
		})
		return r, err
	}
	if err := requireDatabase(dir); err != nil {
		return resendReply{}, err
	}
	db, err := storage.Open(filepath.Join(dir, dbFile), &storage.Options{Timeout: time.Second})
	if err != nil {
		return resendReply{}, fmt.Errorf("no daemon answered on %s and the database could not be opened: %w", filepath.Join(dir, controlSocket), err)
	}
	defer db.Close()
	return resendFailed(db, all, ids, time.Now())
}

// runResend lists the mail the judge gave up sending, or puts the named
// mail back in the outbox after the cause was mended.
func runResend(_ context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("resend", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dirOf := dataDirFlags(fs)
	all := fs.Bool("all", false, "put every failed mail back in the outbox")
	if err := fs.Parse(args); err != nil {
		return err
	}
	dir, err := dirOf()
	if err != nil {
		return err
	}
	request := strings.Join(fs.Args(), " ")
	if *all {
		request = strings.TrimSpace("all " + request)
	}
	allIDs, ids, err := parseResendRequest(request)
	if err != nil {
		return err
	}
	reply, err := askDaemon(dir, "resend "+request)
	running := !errors.Is(err, errNoDaemon)
	if !running {
		r, err := resendWithoutDaemon(dir, allIDs, ids)
		if err != nil {
			return err
		}
		reply.Resend = &r
	} else if err != nil {
		return err
	} else if reply.Error != "" {
		return errors.New(reply.Error)
	}
	printResend(stdout, *reply.Resend, allIDs || len(ids) > 0, running)
	return nil
}

// printResend says what was put back (sent at once by a running daemon,
// at the next start otherwise) and lists the failed mail left.
func printResend(w io.Writer, r resendReply, asked, running bool) {
	when := "it is sent at once"
	if !running {
		when = "no judge runs on this data directory: it is sent when the judge starts"
	}
	for _, id := range r.Resent {
		fmt.Fprintf(w, "#%d is back in the outbox: %s, with its attempts counted from none.\n", id, when)
	}
	for _, id := range r.Unknown {
		fmt.Fprintf(w, "#%d: no failed mail has this number (sent already, waiting, or put back before).\n", id)
	}
	if asked && len(r.Failed) == 0 {
		if len(r.Resent)+len(r.Unknown) == 0 {
			fmt.Fprintln(w, "No mail failed: nothing to send again.")
		}
		return
	}
	if len(r.Failed) == 0 {
		fmt.Fprintln(w, "No mail failed: nothing to send again.")
		return
	}
	fmt.Fprintf(w, "Failed mail, newest first (%d):\n", len(r.Failed))
	for _, f := range r.Failed {
		fmt.Fprintf(w, "  %s\n", failedLine(f))
	}
	if !asked {
		fmt.Fprintln(w, "adjutant resend #ID... (or --all) puts mail back in the outbox once the cause is mended.")
	}
}
