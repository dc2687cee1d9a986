package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"
)

// netnsClient is the namespace test's load generator, on the other side
// of the veth pair: it checks that a path other than the served one gets
// 404, then runs 10 connections, each sending a request every 2 ms (the
// plan's one every 200 µs) for 2 s, and writes each request's latency
// from its send, in ns, to out, one a line: a closed loop's figures, in
// the generic latencies form. It returns the exit code.
func netnsClient(url, out string) int {
	resp, err := http.Get(strings.TrimSuffix(url, "/") + "/not-served")
	if err != nil {
		fmt.Fprintln(os.Stderr, "client:", err)
		return 1
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound {
		fmt.Fprintln(os.Stderr, "client: /not-served answered", resp.Status)
		return 1
	}
	var mu sync.Mutex
	var lines strings.Builder
	var wg sync.WaitGroup
	start := time.Now()
	for c := range 10 {
		wg.Go(func() {
			client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 1}, Timeout: 5 * time.Second}
			for k := 0; ; k++ {
				due := start.Add(time.Duration(c)*200*time.Microsecond + time.Duration(k)*2*time.Millisecond)
				if due.Sub(start) >= 2*time.Second {
					return
				}
				time.Sleep(time.Until(due))
				sent := time.Now()
				resp, err := client.Get(url)
				if err != nil {
					return
				}
				_, _ = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				mu.Lock()
				fmt.Fprintln(&lines, time.Since(sent).Nanoseconds())
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if err := os.WriteFile(out, []byte(lines.String()), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "client:", err)
		return 1
	}
	return 0
}
