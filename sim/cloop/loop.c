// The seed's bench.c client loops, as the seed describes them: the server's
// next stall and stall count live in a struct in memory, request i is due at
// i times the interval, and the two loops differ only in what they subtract.
#include <stdint.h>
#include "loop.h"

#define STALL_NS 200000000ULL
#define INTERVAL_NS 200000ULL
#define SERVICE_NS 100000ULL
#define PERIOD_NS 1000000000ULL

static inline uint64_t stall_path(struct server *s, uint64_t sent, uint64_t done) {
	while (s->next_stall < done) {
		uint64_t end = s->next_stall + STALL_NS;
		if (s->next_stall <= sent)
			done = end > sent ? end + SERVICE_NS : done;
		else
			done += STALL_NS;
		s->stalls++;
		s->next_stall += PERIOD_NS;
	}
	return done;
}

uint64_t run_closed(struct server *s, uint64_t *lat, uint64_t n) {
	uint64_t free_at = 0;
	for (uint64_t i = 0; i < n; i++) {
		uint64_t due = i * INTERVAL_NS;
		uint64_t sent = due > free_at ? due : free_at;
		uint64_t done = sent + SERVICE_NS;
		if (s->next_stall < done)
			done = stall_path(s, sent, done);
		lat[i] = done - sent;
		free_at = done;
	}
	return free_at;
}

uint64_t run_open(struct server *s, uint64_t *lat, uint64_t n) {
	uint64_t free_at = 0;
	for (uint64_t i = 0; i < n; i++) {
		uint64_t due = i * INTERVAL_NS;
		uint64_t start = due > free_at ? due : free_at;
		uint64_t done = start + SERVICE_NS;
		if (s->next_stall < done)
			done = stall_path(s, start, done);
		lat[i] = done - due;
		free_at = done;
	}
	return free_at;
}
