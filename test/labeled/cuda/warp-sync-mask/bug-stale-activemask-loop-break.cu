// EXPECT: warp-sync-mask
// Newton iteration per lane with a warp-wide convergence vote. The mask is
// sampled with __activemask() once before the loop (all 32 lanes), but a lane
// whose own value converged `break`s out (line marked BUG), and the later
// iterations' __any_sync/__shfl_xor_sync still name it.
__global__ void newton_sqrt(const float *__restrict__ x, float *__restrict__ y, int iters) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float a = x[i];
  float r = a > 1.f ? a : 1.f;
  unsigned mask = __activemask();
  for (int it = 0; it < iters; ++it) {
    float nr = 0.5f * (r + a / r);
    if (fabsf(nr - r) < 1e-6f)
      break; // BUG: this lane leaves, the mask below still names it
    r = nr;
    float nb = __shfl_xor_sync(mask, r, 1);
    r = 0.5f * (r + nb) + (r - nb) * 0.5f;
    if (!__any_sync(mask, fabsf(nr - r) > 1e-3f))
      break;
  }
  y[i] = r;
}
