// EXPECT: warp-sync-mask
// Segmented sum over groups of 8 lanes; the segment mask should be
// 0xff << (8 * seg), but the shift forgot the factor 8: from lane 9 on, a
// lane's own bit is missing from the mask it passes.
__global__ void seg8_sum(const int *in, int *out) {
  unsigned lane = threadIdx.x & 31;
  unsigned seg = lane / 8;
  unsigned mask = 0xffu << seg;
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 4; o > 0; o >>= 1)
    v += __shfl_xor_sync(mask, v, o, 8);
  if ((lane & 7) == 0)
    out[(blockIdx.x * blockDim.x + threadIdx.x) / 8] = v;
}
