// EXPECT: misaligned-access
// Vectorised copy that skips a 2-float header by offsetting the pointer
// before the cast: every float4 starts 8 bytes into a 16-byte slot.
__global__ void skip_header(const float *in, float4 *out) {
  const float4 *body = reinterpret_cast<const float4 *>(in + 2);
  out[blockIdx.x * blockDim.x + threadIdx.x] = body[blockIdx.x * blockDim.x + threadIdx.x];
}
