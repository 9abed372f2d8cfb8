// Package storage is Adjutant's durable state: one bbolt file holding the
// mail that came in, the mail that must go out, what was sent, the audit
// log, mailbox sync state, and the judge's games, accounts, phases and
// deadlines.
//
// # Use
//
//	db, err := storage.Open("/var/lib/adjutant/judge.db", nil)
//	defer db.Close()
//	err = db.Update(func(tx *storage.Tx) error {
//		id, dup, err := tx.RecordInbound(in)
//		…
//	})
//
// Everything happens inside Update (one write transaction, committed and
// fsynced when the function returns nil, discarded when it returns an
// error) or View (a consistent read-only snapshot). Every value a Tx
// method returns is a copy: no memory of the bbolt file escapes a
// transaction, so results may be kept and changed freely. A Tx must not be
// kept after its function returns.
//
// # Durability contract
//
// Record before flag. The mail reader calls RecordInbound, and commits,
// before it flags or moves the message on the IMAP server. If the daemon
// dies in between, the next poll fetches the message again, RecordInbound
// reports it as a duplicate (by server key, Message-ID or body hash), and
// nothing is processed twice. Messages recorded but not yet finished are
// listed by PendingInbound, which the judge works through at start-up.
//
// Outbox in the same transaction. Every mail a state change causes is
// Enqueued in the same Update as the change itself, so either both exist
// or neither does. The sender delivers from the outbox and marks each
// entry sent, retried or failed; the message bytes, and so the
// Message-ID, were fixed at Enqueue and do not change across retries.
// A crash after the SMTP server accepted a message but before MarkSent
// committed sends it again on restart: delivery is at-least-once, and the
// stable Message-ID lets receivers recognise the copy.
//
// # Schema (version 3)
//
// Integers in keys are 8-byte big-endian (4-byte for IMAP UIDs), so
// bbolt's byte order is numeric order. "NUL" is one zero byte; names used
// in composite keys (games, mailboxes, addresses) therefore may not
// contain NUL. Times in keys are nanoseconds since 1970 (the zero time
// and earlier times are 0). Values are JSON unless said otherwise;
// times in JSON are RFC 3339 with nanoseconds, zero times omitted.
// Addresses used as keys are in their key form (mailaddr.Key: lower
// case, NFC, full width folded, an internationalised domain in Unicode,
// no trailing dot); Message-IDs used as keys lose their angle brackets.
//
//	meta           "schemaVersion" → decimal ASCII, e.g. "1"
//	daemon         key → value bytes (SetMeta; e.g. "started-at")
//
//	inbound        u64 ID → {mailbox, uidValidity, uid, messageId, bodyHash,
//	                         size, truncated, receivedAt, done, doneAt, outcome,
//	                         startAttempts (version 2; absent means 0)}
//	inbound_raw    u64 ID → raw message bytes, as fetched (maybe truncated)
//	inbound_open   u64 ID → empty; exactly the IDs not yet done
//	inbound_uid    mailbox NUL u32 uidvalidity u32 uid → u64 ID
//	inbound_msgid  Message-ID → u64 ID
//	inbound_hash   hex SHA-256 of raw → u64 ID
//	sync           mailbox → {uidValidity, lastUid, lastPoll, lastError, lastErrorAt}
//	quarantine     mailbox NUL u32 uidvalidity u32 uid → {mailbox, uidValidity, uid,
//	                         reason, attempts, firstAt, lastAt, setAside, setAsideAt, folder}
//	               (version 2) failed attempts at a message the reader could not
//	               fetch or record, and whether it was set aside
//	inbound_failed u64 ID → {at, reason} (version 2) recorded mail whose handling failed
//
//	outbox         u64 ID → {messageId, kind, from, to, game, inReplyTo, createdAt,
//	                         attempts, nextAttempt, lastError, sentAt, failedAt}
//	outbox_due     u8 lane, u64 nextAttempt, u64 ID → empty; every outbox entry
//	               once; lane 0 (answers to a player's mail) is sent before
//	               lane 1 (reports, reminders, press)
//	mail_data      u64 ID → message bytes of an outgoing message, wherever it is:
//	               whole, or (version 4) in pieces, each picture the mail
//	               carries replaced by its SHA-256 (pictures.go)
//	pictures       (version 4) SHA-256 → picture bytes, once however many mails
//	               carry the picture
//	picture_uses   (version 4) SHA-256, u64 ID → empty; one per mail whose
//	               mail_data refers to the picture; the picture goes with
//	               the last of them
//	sent           u64 ID → same JSON as outbox
//	sent_msgid     Message-ID NUL u64 ID → empty
//	sent_to        address NUL u64 ID → empty
//	failed         u64 ID → same JSON as outbox
//	failed_at      u64 failedAt u64 ID → empty
//
//	audit          u64 seq → {at, actor, game, action, detail}
//	audit_game     game NUL u64 seq → empty
//	budget         sender address → {windowEnd, count, noticed}
//	held           (version 3) sender address NUL u64 seq → {inbound, to, subject, date,
//	                         body, digestAt}: answers past the reply budget,
//	                         waiting for the sender's digest
//	held_due       u64 digestAt, sender address → empty; one per sender with
//	                         held answers
//	bounces        address NUL u64 seq → {addr, at, status, action, diagnostic, messageId}
//
//	games          name → judge's bytes
//	accounts       address → judge's bytes
//	phases         game NUL u64 seq → judge's bytes
//	deadlines      u64 at, game → empty; ordered by time, then name
//	deadline_of    game → u64 at; the one deadline of each game
//
// IDs come from each primary bucket's own sequence (bbolt NextSequence),
// so they only grow, also across restarts. An outgoing message keeps its
// ID as it moves from outbox to sent or failed.
//
// # Versions and migrations
//
// meta/schemaVersion says which layout a file has; a file without a meta
// bucket is version 0, the pre-release layout described in migrate.go
// (also what a new empty file is). Open runs every migration from the
// file's version to CurrentSchemaVersion, each in one transaction with
// its version bump, so a crash leaves a whole version. A file with a
// higher version than this program knows is refused with ErrNewerSchema
// and left alone; testdata/v0.db is a frozen version 0 file that the
// tests upgrade. Version 2 only adds the buckets quarantine and
// inbound_failed (migrateV1toV2). Version 3 adds held and held_due and
// rebuilds outbox_due with its lane byte, since versions 1 and 2 had one
// outbox lane (migrateV2toV3). Version 4 adds pictures and picture_uses
// and stores the pictures of every waiting and failed mail apart
// (migrateV3toV4); sent mail stays whole, and both forms are read.
// testdata/v3-pictures.db is a frozen version 3 file with pictured mail.
// Version 5 puts every address key in its key form (migrateV4toV5);
// testdata/v4-addresses.db is a frozen version 4 file with addresses in
// the forms version 4 kept apart.
//
// # Caveats
//
// One writer: bbolt serialises write transactions, and Update holds the
// only write lock while fn runs, so keep fn short and never wait on the
// network inside it. Reads run in parallel with the writer and with
// each other. Long Views keep old pages alive and make the file grow.
//
// One process: Open takes an exclusive lock on the file (a ReadOnly Open
// takes a shared one) and waits Options.Timeout for it, then fails with
// ErrLocked. So `adjutant status` cannot open the file while the daemon
// runs; it has to ask the daemon, or read a Backup.
//
// Sizes: a bbolt value may be up to about 2 GB but each is held in one
// page run, so the mail reader should cut huge messages (Inbound.Truncated)
// before recording them.
//
// Nothing here reads the clock: every time is given by the caller.
package storage
