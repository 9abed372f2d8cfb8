package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
)

func runServe(ctx context.Context, args []string, _, stderr io.Writer) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	path := fs.String("config", "", "configuration file (see config.example.toml)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *path == "" && fs.NArg() == 1 {
		return fmt.Errorf("%w: --config is required: adjutant serve --config %s", errUsage, fs.Arg(0))
	}
	if *path == "" {
		return fmt.Errorf("%w: --config is required", errUsage)
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("%w: unexpected argument %q", errUsage, fs.Arg(0))
	}
	load := func() (*Config, error) {
		cfg, err := loadConfig(*path)
		if err != nil {
			return nil, err
		}
		if err := cfg.resolveSecrets(ctx); err != nil {
			return nil, err
		}
		return cfg, nil
	}
	cfg, err := load()
	if err != nil {
		return err
	}
	level := new(slog.LevelVar)
	level.Set(cfg.LogLevel)
	log := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: level}))
	return runDaemon(ctx, cfg, daemonEnv{log: log, level: level, reload: load, crash: crashpointFromEnv()})
}
