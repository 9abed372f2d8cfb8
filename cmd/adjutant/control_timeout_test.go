package main

import (
	"bytes"
	"errors"
	"net"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// hungDaemon listens on dir's control socket, takes every connection and
// never answers, as a daemon stuck in a long lock would.
func hungDaemon(t *testing.T, dir string) { stalledDaemon(t, dir, "") }

// stalledDaemon is hungDaemon that first writes said on each connection.
func stalledDaemon(t *testing.T, dir, said string) {
	t.Helper()
	ln, err := net.Listen("unix", filepath.Join(dir, controlSocket))
	if err != nil {
		t.Fatal(err)
	}
	held := make(chan net.Conn, 16)
	t.Cleanup(func() {
		ln.Close()
		close(held)
		for c := range held {
			c.Close()
		}
	})
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			_, _ = c.Write([]byte(said))
			held <- c
		}
	}()
}

// TestAHungDaemonDoesNotHangTheTools: status, quarantine, audit and verify
// asked the daemon over its control socket with no time limit, so a daemon
// that took the connection and never answered hung the operator's tool
// for good. They now give up and say what to do.
func TestAHungDaemonDoesNotHangTheTools(t *testing.T) {
	dir := t.TempDir()
	hungDaemon(t, dir)
	for _, request := range []string{"status", "quarantine", "audit 20", "verify g1"} {
		_, err := askDaemonWithin(dir, request, 100*time.Millisecond)
		if !errors.Is(err, errDaemonSilent) {
			t.Fatalf("%s: %v, want the daemon-silent error", request, err)
		}
		for _, want := range []string{dir, "sent nothing for 100ms", "may be hung", "systemctl restart adjutant"} {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("%s: the error does not say %q: %v", request, want, err)
			}
		}
	}
}

// TestAHungDaemonDoesNotHangTheBackup: the backup waited up to half an
// hour for a daemon that sent nothing. It now gives up after a quiet
// spell, however long a healthy copy takes in all.
func TestAHungDaemonDoesNotHangTheBackup(t *testing.T) {
	dir := t.TempDir()
	hungDaemon(t, dir)
	var got bytes.Buffer
	err := receiveBackupWithin(dir, &got, 100*time.Millisecond)
	if !errors.Is(err, errDaemonSilent) || !strings.Contains(err.Error(), "systemctl restart adjutant") {
		t.Fatalf("backup from a hung daemon: %v", err)
	}
}

// TestABackupThatStopsMidwayGivesUp: a daemon that sends part of the copy
// and then nothing more is given up on after the quiet spell.
func TestABackupThatStopsMidwayGivesUp(t *testing.T) {
	dir := t.TempDir()
	stalledDaemon(t, dir, "{\"backup_size\":100}\n0123456789")
	var got bytes.Buffer
	err := receiveBackupWithin(dir, &got, 100*time.Millisecond)
	if !errors.Is(err, errDaemonSilent) {
		t.Fatalf("backup stopped midway: %v", err)
	}
	if got.String() != "0123456789" {
		t.Errorf("got %q of the copy", got.String())
	}
}
