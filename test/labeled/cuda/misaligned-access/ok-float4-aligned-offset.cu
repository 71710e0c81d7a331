// EXPECT: clean
// float4 through a char buffer at a 16-byte header offset and tid*16.
__global__ void unpack_ok(const float4 *src, float4 *dst) {
  __shared__ __align__(16) char staging[16 + 64 * 16];
  *reinterpret_cast<float4 *>(staging + 16 + threadIdx.x * 16) = src[threadIdx.x];
  __syncthreads();
  const float4 *body = reinterpret_cast<const float4 *>(staging + 16);
  dst[threadIdx.x] = body[threadIdx.x];
}
