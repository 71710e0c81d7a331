// EXPECT: clean
// Offsets proven aligned through multiplication: row * 64 + col * 16.
__global__ void tiles(const float4 *in, float *out, int rows) {
  __shared__ __align__(16) unsigned char tile[8 * 64];
  unsigned row = threadIdx.x / 4, col = threadIdx.x % 4;
  *reinterpret_cast<float4 *>(tile + row * 64 + col * 16) = in[threadIdx.x];
  __syncthreads();
  float4 v = *reinterpret_cast<const float4 *>(tile + ((row + 1) % 8) * 64 + col * 16);
  out[threadIdx.x] = v.x + v.y + v.z + v.w;
}
