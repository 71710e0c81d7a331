// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Persistent row-scaling kernel: thread 0 pops the block's next work item
// from a global queue into shared memory, a barrier publishes it, and every
// thread tests the same shared value: when the queue is empty the whole
// block leaves the loop together, so the staging barriers and the final
// block barrier are reached the same number of times by every thread.
__global__ void persistent_rows_block(const float* __restrict__ x, const float* __restrict__ scale,
                                      float* __restrict__ y, unsigned* queue, int nitems, int cols) {
  __shared__ float s_scale[256];
  __shared__ float s_total[8];
  __shared__ unsigned s_item;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  float total = 0.f;
  for (;;) {
    if (threadIdx.x == 0) s_item = atomicAdd(queue, 1u);
    __syncthreads();
    const unsigned item = s_item;
    if (item >= (unsigned)nitems) break;  // same value in every thread
    s_scale[threadIdx.x] = scale[(item % 64) * 256 + threadIdx.x];
    __syncthreads();
    for (int c = threadIdx.x; c < cols; c += 256) {
      float v = x[(size_t)item * cols + c] * s_scale[c & 255];
      y[(size_t)item * cols + c] = v;
      total += v;
    }
    __syncthreads();
  }
  for (int o = 16; o > 0; o >>= 1) total += __shfl_xor_sync(0xffffffffu, total, o);
  if (lane == 0) s_total[warp] = total;
  __syncthreads();
  if (threadIdx.x == 0) {
    float t = 0.f;
    for (int w = 0; w < 8; ++w) t += s_total[w];
    atomicAdd(reinterpret_cast<float*>(queue + 1), t);
  }
}
