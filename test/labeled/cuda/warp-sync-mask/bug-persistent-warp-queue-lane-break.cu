// EXPECT: warp-sync-mask
// Persistent warps take eight items per ticket, one per four lanes; the
// ragged last ticket makes the lanes past the end break out before the
// full-mask reduction that the remaining lanes then run (the lanes that
// broke out go on to record how many items they handled).
__global__ void warp_queue8(const float *x, float *out, int *next, int *handled, int items) {
  const int lane = threadIdx.x & 31;
  int done = 0;
  while (true) {
    int base = 0;
    if (lane == 0)
      base = atomicAdd(next, 8);
    base = __shfl_sync(0xffffffffu, base, 0);
    const int item = base + lane / 4;
    if (item >= items)
      break;
    float s = x[(size_t)item * 4 + lane % 4];
    s += __shfl_xor_sync(0xffffffffu, s, 1);
    s += __shfl_xor_sync(0xffffffffu, s, 2);
    if (lane % 4 == 0)
      out[item] = s;
    ++done;
  }
  handled[blockIdx.x * blockDim.x + threadIdx.x] = done;
}
