// Package mailio moves mail between the judge and the outside world: a
// Source reads players' mail from an IMAP mailbox into durable storage, and
// a Sender drains the outbox through a Sink, an SMTP submission client.
// Parsing and composing messages live in the sub-packages incoming and
// outgoing; storage is reached only through the small Store and Outbox
// interfaces defined here, which the daemon adapts.
//
// # Reading (Source)
//
// Each scan SELECTs the mailbox, runs UID SEARCH for UIDs above the last
// one recorded, and for each message, oldest first: fetches it with
// BODY.PEEK[] (no implicit \Seen), hands it to Store.Deliver, and only
// after Deliver returned nil sets \Seen (or MOVEs it to the processed
// folder) and records the new last UID with Store.SaveSync. A crash between
// Deliver and the flag therefore re-fetches the message after restart, and
// Deliver, which must deduplicate (by Message-ID and a body hash),
// recognises it: no second reply. Flags are never used to skip mail, since
// a person may have read the judge's mailbox. A new UIDVALIDITY (RFC 3501
// section 2.3.1.1) restarts the scan from UID 1; deduplication again keeps
// it harmless.
//
// A message that cannot be taken in (the server sends it empty, answers
// NO to its FETCH, or drops the connection over it; or Deliver refuses
// it) stops the scan there, so that later mail keeps its order, and is
// tried again after RetryWait. Each attempt is counted by the Store
// (MessageFailed), which keeps the count across restarts; at MaxAttempts
// the message is moved to QuarantineFolder, or skipped in place when that
// is empty or the server cannot move it, recorded with Store.SetAside, and
// the scan goes on. After a FETCH broke the connection, the next sessions
// fetch one message at a time until a scan completes, to find the message
// that breaks it. A Deliver error wrapping ErrTryLater (the store is
// shutting down) is not counted against the message.
//
// Between scans the Source waits with IDLE (RFC 2177) when the server
// offers it and UseIDLE is set, re-issuing IDLE every IdleRestart, and
// otherwise polls every PollInterval. Because servers sometimes lose IDLE
// notifications, it also rescans every RescanInterval regardless.
//
// go-imap v2 has no per-command timeouts, so every command runs under a
// watchdog that closes the connection after CommandTimeout; TCP keep-alive
// catches peers that vanished. Any connection failure (or panic) ends the
// session; Run reconnects after a capped exponential back-off.
//
// # Sending (Sink, Sender)
//
// Sink.Send opens one SMTP connection per message (implicit TLS, STARTTLS,
// or clear text for loopback), authenticates with PLAIN or LOGIN, and
// classifies failures by RFC 5321 reply class: 4yz and network errors are
// temporary, 5yz permanent (SendError, IsPermanent), except a refusal of
// the judge's own session or sender (STARTTLS, EHLO, AUTH, MAIL FROM):
// that is the configuration's fault, not the message's, and is temporary
// whatever its code (IsSessionRefused). The Sender asks the
// Outbox for due messages, sends each, and records Sent, Retry (with a
// doubling back-off from MinBackoff to MaxBackoff) or Failed (permanent
// reply, or MaxAttempts reached). The message bytes are not touched between
// attempts, so a message keeps its Message-ID across retries.
//
// # Caveats
//
// A message that fails is retried MaxAttempts times before it is set
// aside, so a passing fault longer than about MaxAttempts × RetryWait sets
// an innocent message aside; moving it back to the mailbox has it tried
// again under a new UID. Without MOVE on the server, go-imap falls back to COPY, STORE \Deleted
// and EXPUNGE, and without UIDPLUS that EXPUNGE removes every \Deleted
// message in the mailbox. Without MaxMessageSize a huge message is read
// whole into memory. TLS mode "none" sends passwords in clear text: use it
// on loopback only (the Source warns otherwise).
package mailio
