// EXPECT: clean
// The same staging buffer with the count slot padded to four shorts (8 bytes),
// so the uint2 copies start on an 8-byte boundary.
__global__ void copy_keys(const unsigned short *in, uint2 *out) {
  __shared__ alignas(16) unsigned short buf[4 + 4 * 256];
  int t = threadIdx.x;
  if (t == 0)
    buf[0] = 4 * blockDim.x;
  for (int k = 0; k < 4; ++k)
    buf[4 + 4 * t + k] = in[(blockIdx.x * blockDim.x + t) * 4 + k];
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] =
      *reinterpret_cast<const uint2 *>(&buf[4 + 4 * t]);
}
