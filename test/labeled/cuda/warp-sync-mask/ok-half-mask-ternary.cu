// EXPECT: clean
// Two independent 16-lane segments: each lane passes the mask of its own
// half, so every lane is in its mask and every lane of a mask executes the
// shuffle with it.
__global__ void segmented_sum(const int *in, int *out) {
  int lane = threadIdx.x & 31;
  unsigned mask = lane < 16 ? 0x0000ffffu : 0xffff0000u;
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 8; o > 0; o >>= 1)
    v += __shfl_xor_sync(mask, v, o);
  if ((lane & 15) == 0)
    out[(blockIdx.x * blockDim.x + threadIdx.x) / 16] = v;
}
