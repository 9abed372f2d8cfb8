package main

import (
	"bytes"
	"context"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"
)

// freeLoopbackAddr is a loopback address no one listens on just now.
func freeLoopbackAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// runDevCommand runs `adjutant dev` on dir until the returned stop is
// called, as an operator does from a terminal and stops with Ctrl-C.
func runDevCommand(t *testing.T, dir, imapAddr, smtpAddr string) (stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan int, 1)
	var out, errs bytes.Buffer
	go func() {
		done <- run(ctx, []string{"dev", "--data", dir, "--imap-addr", imapAddr, "--smtp-addr", smtpAddr}, &out, &errs)
	}()
	eventually(t, "adjutant dev to listen", func() bool {
		c, err := net.Dial("tcp", imapAddr)
		if err == nil {
			c.Close()
		}
		return err == nil
	})
	stopped := false
	stop = func() {
		if stopped {
			return
		}
		stopped = true
		cancel()
		select {
		case code := <-done:
			if code != 0 {
				t.Errorf("adjutant dev: exit %d\n%s", code, errs.String())
			}
		case <-time.After(mailPatience):
			t.Fatal("adjutant dev did not stop")
		}
	}
	t.Cleanup(stop)
	return stop
}

// folderSubjects lists the subjects in a folder of the logged-in client.
func folderSubjects(t *testing.T, addr, user, folder string) []string {
	t.Helper()
	c := imapLogin(t, addr, user, devPassword)
	sel, err := c.Select(folder, &imap.SelectOptions{ReadOnly: true}).Wait()
	if err != nil {
		t.Fatalf("%s of %s: %v", folder, user, err)
	}
	if sel.NumMessages == 0 {
		return nil
	}
	section := &imap.FetchItemBodySection{Specifier: imap.PartSpecifierHeader, Peek: true}
	bufs, err := c.Fetch(imap.SeqSet{{Start: 1, Stop: 0}}, &imap.FetchOptions{BodySection: []*imap.FetchItemBodySection{section}}).Collect()
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, b := range bufs {
		_, rest, _ := bytes.Cut(b.FindBodySection(section), []byte("Subject: "))
		subj, _, _ := bytes.Cut(rest, []byte("\r\n"))
		out = append(out, string(subj))
	}
	return out
}

// TestDevKeepsWhatClientsFiledAcrossARestart: under `adjutant dev` a
// message a player's client moved out of the INBOX was back in it after
// a restart, and so was every mail the judge had filed in Processed. Now
// the player's folder and the judge's Processed hold them still, and the
// judge answers new mail, once.
func TestDevKeepsWhatClientsFiledAcrossARestart(t *testing.T) {
	dir := t.TempDir()
	imapAddr, smtpAddr := freeLoopbackAddr(t), freeLoopbackAddr(t)
	stop := runDevCommand(t, dir, imapAddr, smtpAddr)
	submit(t, smtpAddr, "ann@example.org", devJudge, "first", "VERSION")
	eventually(t, "the answer", func() bool { return len(folderSubjects(t, imapAddr, "ann@example.org", "INBOX")) == 1 })
	c := imapLogin(t, imapAddr, "ann@example.org", devPassword)
	if err := c.Create("Games", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Select("INBOX", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Move(imap.SeqSetNum(1), "Games").Wait(); err != nil {
		t.Fatal(err)
	}
	c.Close()
	eventually(t, "the judge to file the mail", func() bool {
		return len(folderSubjects(t, imapAddr, devJudge, "Processed")) == 1
	})
	stop()

	runDevCommand(t, dir, imapAddr, smtpAddr)
	if got := folderSubjects(t, imapAddr, "ann@example.org", "INBOX"); len(got) != 0 {
		t.Errorf("ann's INBOX after the restart holds %q, want nothing: she moved the answer to Games", got)
	}
	if got := folderSubjects(t, imapAddr, "ann@example.org", "Games"); len(got) != 1 || !strings.Contains(got[0], "first") {
		t.Errorf("ann's Games after the restart holds %q, want the answer", got)
	}
	if got := folderSubjects(t, imapAddr, devJudge, "INBOX"); len(got) != 0 {
		t.Errorf("the judge's INBOX after the restart holds %q, want nothing: it filed the mail", got)
	}
	if got := folderSubjects(t, imapAddr, devJudge, "Processed"); len(got) != 1 || got[0] != "first" {
		t.Errorf("the judge's Processed after the restart holds %q, want [first]", got)
	}
	submit(t, smtpAddr, "ann@example.org", devJudge, "second", "VERSION")
	eventually(t, "the second answer", func() bool { return len(folderSubjects(t, imapAddr, "ann@example.org", "INBOX")) == 1 })
	if got := folderSubjects(t, imapAddr, "ann@example.org", "INBOX"); len(got) != 1 || !strings.Contains(got[0], "second") {
		t.Errorf("ann's INBOX holds %q, want the one answer to her second mail", got)
	}
}
