// EXPECT: unreachable-code
// PTXLINT-ARGS: --block-dim=128
// Warp-specialised copy: warp 0 streams tiles into a global staging buffer and
// must raise a per-CTA "done" flag when it has finished; the other warps retire
// idle. The `exit` meant for the idle warps was pasted at the end of the
// producer branch instead, before the flag store, which can never run.
__global__ void stream_tiles(const float4 *__restrict__ src, float4 *__restrict__ stage,
                             volatile int *done, int ntiles) {
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (warp == 0) {
    for (int t = 0; t < ntiles; ++t)
      stage[((size_t)blockIdx.x * ntiles + t) * 32 + lane] =
          src[((size_t)blockIdx.x * ntiles + t) * 32 + lane];
    __threadfence();
    asm volatile("exit;");
    if (lane == 0)
      done[blockIdx.x] = 1;
  }
}
