// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// Persistent row-scaling kernel: every warp pops its own work item from a
// global queue (lane 0 atomicAdd, broadcast by shuffle) and the block stages
// a shared scale vector per item behind __syncthreads. A warp whose pop
// comes back past the end `break`s (BUG): the other warps of the block still
// have items and wait at the staging barriers, and the final block barrier
// is reached a different number of times by different warps.
__global__ void persistent_rows(const float* __restrict__ x, const float* __restrict__ scale,
                                float* __restrict__ y, unsigned* queue, int nitems, int cols) {
  __shared__ float s_scale[256];
  __shared__ float s_total[8];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  float total = 0.f;
  for (;;) {
    unsigned item = 0;
    if (lane == 0) item = atomicAdd(queue, 1u);
    item = __shfl_sync(0xffffffffu, item, 0);
    if (item >= (unsigned)nitems) break;  // BUG: per warp, not per block
    s_scale[threadIdx.x] = scale[(item % 64) * 256 + threadIdx.x];
    __syncthreads();
    for (int c = lane; c < cols; c += 32) {
      float v = x[(size_t)item * cols + c] * s_scale[c & 255];
      y[(size_t)item * cols + c] = v;
      total += v;
    }
    __syncthreads();
  }
  if (lane == 0) s_total[warp] = total;
  __syncthreads();
  if (threadIdx.x == 0) {
    float t = 0.f;
    for (int w = 0; w < 8; ++w) t += s_total[w];
    atomicAdd(reinterpret_cast<float*>(queue + 1), t);
  }
}
