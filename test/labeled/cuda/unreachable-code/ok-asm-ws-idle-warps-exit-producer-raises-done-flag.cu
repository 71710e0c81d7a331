// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Warp-specialised copy: the idle warps retire with an inline `exit`; warp 0
// streams tiles into a global staging buffer and then raises the per-CTA
// "done" flag.
__global__ void stream_tiles(const float4 *__restrict__ src, float4 *__restrict__ stage,
                             volatile int *done, int ntiles) {
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (warp != 0)
    asm volatile("exit;");
  for (int t = 0; t < ntiles; ++t)
    stage[((size_t)blockIdx.x * ntiles + t) * 32 + lane] =
        src[((size_t)blockIdx.x * ntiles + t) * 32 + lane];
  __threadfence();
  if (lane == 0)
    done[blockIdx.x] = 1;
}
