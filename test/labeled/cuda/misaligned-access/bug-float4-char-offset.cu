// EXPECT: misaligned-access
// A float4 read through a char staging buffer at a 4-byte header offset:
// the vector load needs 16-byte alignment.
__global__ void unpack(const float4 *src, float4 *dst) {
  __shared__ __align__(16) char staging[16 + 64 * 16];
  reinterpret_cast<float4 *>(staging + 16)[threadIdx.x] = src[threadIdx.x];
  __syncthreads();
  const float4 *body = reinterpret_cast<const float4 *>(staging + 4);
  dst[threadIdx.x] = body[threadIdx.x];
}
