// EXPECT: misaligned-access
// Each thread stores a uint4 at tid*16 + 8 of a 16-byte aligned buffer.
__global__ void shifted_store(const uint4 *in, uint4 *out) {
  __shared__ __align__(16) unsigned char buf[64 * 16 + 16];
  *reinterpret_cast<uint4 *>(buf + threadIdx.x * 16 + 8) = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = reinterpret_cast<uint4 *>(buf)[threadIdx.x];
}
