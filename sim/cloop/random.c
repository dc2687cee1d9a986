// The random model's open loop, as sim's runRandomOpen walks it: Poisson
// arrivals of mean gap I, exponential service of mean S, the server's
// stalls by the deterministic model's rule, completion − due recorded.
// Its generator is xoshiro256** (Blackman and Vigna), and an exponential
// is −mean·log((2^53 − k)/2^53), k the low 53 bits of a draw, as sim's
// expNs takes it.
#include <math.h>
#include <stdint.h>
#include "random.h"

static inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static inline uint64_t next(uint64_t s[4]) {
	uint64_t result = rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;
	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

static inline int64_t exp_draw(uint64_t s[4], double mean) {
	uint64_t k = next(s) << 11 >> 11;
	int64_t v = (int64_t)(-mean * log((double)((1ULL << 53) - k) * 0x1.0p-53) + 0.5);
	return v < 1 ? 1 : v;
}

uint64_t run_random_open(struct random_server *srv, int64_t *lat, uint64_t n, uint64_t seed) {
	uint64_t gaps[4] = {seed, seed ^ 0x9e3779b97f4a7c15ULL, 1, 2}, svc[4] = {seed + 1, seed ^ 0xbf58476d1ce4e5b9ULL, 3, 4};
	int64_t due = 0, end = 0;
	for (uint64_t i = 0; i < n; i++) {
		int64_t service = exp_draw(svc, srv->service_ns);
		int64_t start = due > end ? due : end;
		int64_t done = start + service;
		while (srv->next_stall < done) {
			int64_t stall_end = srv->next_stall + srv->stall_ns;
			if (srv->next_stall <= start)
				done = done > stall_end + service ? done : stall_end + service;
			else
				done += srv->stall_ns;
			srv->stalls++;
			srv->next_stall += srv->period_ns;
		}
		end = done;
		lat[i] = done - due;
		due += exp_draw(gaps, srv->interval_ns);
	}
	return (uint64_t)end;
}
