// EXPECT: clean
// Persistent warps pull work items from a global queue: lane 0 takes the
// ticket and broadcasts it, so the `break` is the same in all 32 lanes and
// the full-mask reduction after it runs in the whole warp.
__global__ void warp_queue(const float *x, float *out, int *next, int items, int len) {
  const int lane = threadIdx.x & 31;
  while (true) {
    int item = 0;
    if (lane == 0)
      item = atomicAdd(next, 1);
    item = __shfl_sync(0xffffffffu, item, 0);
    if (item >= items)
      break;
    float s = 0.f;
    for (int j = lane; j < len; j += 32)
      s += x[(size_t)item * len + j];
#pragma unroll
    for (int off = 16; off > 0; off >>= 1)
      s += __shfl_xor_sync(0xffffffffu, s, off);
    if (lane == 0)
      out[item] = s;
  }
}
