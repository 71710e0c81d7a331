// EXPECT: clean
// GEMM tile loader computing the row offset with __umul24 (row * 12 floats,
// a 48-byte row of three float4 chunks) plus the chunk index times 4: every
// term is a multiple of 4 elements, so each float4 read is aligned.
__global__ void load_tile_umul24(const float *__restrict__ a, float4 *__restrict__ out) {
  unsigned row = threadIdx.x / 3, chunk = threadIdx.x % 3;
  unsigned off = __umul24(row + blockIdx.x * 32u, 12u) + chunk * 4u;
  float4 v = *reinterpret_cast<const float4 *>(a + off);
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
