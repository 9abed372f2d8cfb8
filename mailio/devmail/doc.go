// Package devmail is the embedded mail system of `adjutant dev` and of the
// tests: an IMAP server (go-imap v2's imapserver over its in-memory
// backend) and an SMTP server (go-smtp) on loopback, sharing one set of
// mailboxes.
//
// Any address at any domain is a local mailbox, created on first login or
// first delivery. Log in with the full address (case does not matter) and
// the dev password; mail sent to an address lands in its INBOX. So any mail
// client, or a script, can play against a judge running in dev mode.
//
// SMTP accepts AUTH PLAIN with any address and the dev password, and also
// unauthenticated submission from loopback, which keeps scripts short.
// Every recipient gets its own copy with Return-Path and Received headers
// added (RFC 5321 section 4.4). The server records every transaction it
// accepted (Received), which is what tests of outgoing mail look at.
//
// With Options.Dir set, each delivered message is also written to
// Dir/<address>/<number>.eml as it arrives, and Close saves every
// address's folders, messages, flags, UIDs and UIDVALIDITYs and
// subscriptions (snapshot.go), which Start rebuilds before it delivers
// again the mail that arrived after them. A run that ends without Close
// loses what clients did in it, never delivered mail; an INBOX that got a
// message not kept on disk, or lost one by an expunge, in such a run gets
// a new UIDVALIDITY at the next start (uidvalidity.go). Passwords travel
// in clear text: listen on loopback only.
//
// devmail wraps imapmemserver where it falls short: IDLE is its own, woken
// by every change devmail makes (imapmemserver's lost the changes made just
// before IDLE began listening); a header block that imapmemserver cannot
// parse, which it would serve as an empty message, is ended at its first
// line that is not a header field; and SMTP refuses mail larger than
// Options.MaxMessageBytes (SIZE, 552).
package devmail
