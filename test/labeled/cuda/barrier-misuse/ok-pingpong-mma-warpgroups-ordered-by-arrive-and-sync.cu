// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// CUTLASS "ping-pong" ordering of two MMA warpgroups: they take turns on a
// shared resource (here a shared accumulator row), warpgroup 0 first. Each
// turn ends with bar.arrive on the other warpgroup's barrier and each turn
// (but warpgroup 0's first) starts with bar.sync on its own: barrier 1
// (warpgroup 0 waits) and barrier 2 (warpgroup 1 waits) each see 128
// arriving + 128 syncing threads = 256, the count both sides give. The last
// arrive of warpgroup 1 is skipped, so no phase is left half-full.
__global__ void pingpong(const float *__restrict__ a, float *__restrict__ out, int tiles) {
  __shared__ float row[128];
  const int wg = threadIdx.x / 128, t = threadIdx.x % 128;
  if (wg == 0)
    row[t] = 0.f;
  for (int k = 0; k < tiles; ++k) {
    if (wg == 0) {
      if (k > 0)
        asm volatile("bar.sync 1, 256;" ::: "memory");
      row[t] += a[(size_t)(2 * k) * 128 + t];
      asm volatile("bar.arrive 2, 256;" ::: "memory");
    } else {
      asm volatile("bar.sync 2, 256;" ::: "memory");
      row[t] *= a[(size_t)(2 * k + 1) * 128 + t];
      if (k + 1 < tiles)
        asm volatile("bar.arrive 1, 256;" ::: "memory");
    }
  }
  __syncthreads();
  if (wg == 1)
    out[blockIdx.x * 128 + t] = row[t];
}
