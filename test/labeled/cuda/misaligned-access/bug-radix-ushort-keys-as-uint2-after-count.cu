// EXPECT: misaligned-access
// 16-bit radix keys in a shared staging buffer whose first slot holds the
// tile's key count; the keys are copied out four at a time as uint2, starting
// right after the count slot, i.e. 2 bytes into the buffer.
__global__ void copy_keys(const unsigned short *in, uint2 *out) {
  __shared__ alignas(16) unsigned short buf[1 + 4 * 256];
  int t = threadIdx.x;
  if (t == 0)
    buf[0] = 4 * blockDim.x;
  for (int k = 0; k < 4; ++k)
    buf[1 + 4 * t + k] = in[(blockIdx.x * blockDim.x + t) * 4 + k];
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] =
      *reinterpret_cast<const uint2 *>(&buf[1 + 4 * t]);
}
