// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// Per-lane Newton iteration for x^3 = a with a warp vote to stop when every lane
// has converged. A lane also breaks out as soon as its own step is small, so
// later rounds' __all_sync(0xffffffff, ...) names lanes that have left the
// loop: they wait at the __syncwarp() of the staged store after it, the lanes
// still iterating wait at the vote for them, and the warp hangs.
__global__ void cube_roots(const float *__restrict__ a, float *__restrict__ out, int maxit) {
  __shared__ __align__(16) float stage[4][32];
  const int i = blockIdx.x * 128 + threadIdx.x;
  const int w = threadIdx.x / 32, lane = threadIdx.x % 32;
  const float v = a[i];
  float x = v > 1.f ? v / 3.f : 1.f;
  for (int it = 0; it < maxit; ++it) {
    const float step = (x * x * x - v) / (3.f * x * x);
    x -= step;
    const bool done = fabsf(step) < 1e-6f * fabsf(x);
    if (done)
      break;
    if (__all_sync(0xffffffffu, done))
      break;
  }
  stage[w][lane] = x;
  __syncwarp();
  if (lane < 8)
    reinterpret_cast<float4 *>(out + blockIdx.x * 128 + w * 32)[lane] =
        reinterpret_cast<const float4 *>(stage[w])[lane];
}
