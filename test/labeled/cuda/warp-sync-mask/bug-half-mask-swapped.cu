// EXPECT: warp-sync-mask
// The same segmented sum with the two masks swapped: the low lanes pass the
// high half's mask, so every lane executes a shuffle whose mask leaves it out.
__global__ void segmented_sum(const int *in, int *out) {
  int lane = threadIdx.x & 31;
  unsigned mask = lane < 16 ? 0xffff0000u : 0x0000ffffu;
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 8; o > 0; o >>= 1)
    v += __shfl_xor_sync(mask, v, o);
  if ((lane & 15) == 0)
    out[(blockIdx.x * blockDim.x + threadIdx.x) / 16] = v;
}
