// EXPECT: warp-sync-mask
// Vote inside a data-dependent branch with the full mask: lanes whose value is
// not positive never reach the ballot (they go on to the store below).
__global__ void count_big(const float *in, int *count, float *out, float thresh) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = in[i];
  if (v > 0.f) {
    unsigned big = __ballot_sync(0xffffffffu, v > thresh);
    if ((threadIdx.x & 31) == 0)
      atomicAdd(count, __popc(big));
  }
  out[i] = fmaxf(v, 0.f);
}
