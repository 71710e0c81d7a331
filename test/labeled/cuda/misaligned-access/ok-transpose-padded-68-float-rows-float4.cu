// EXPECT: clean
// Shared tile with rows padded to 68 floats (272 bytes, a multiple of 16)
// against bank conflicts; each thread reads a float4 at row tid/16, column
// 4*(tid%16). 272*row + 16*col is 16-byte aligned for every thread.
#define PITCH 68
__global__ void padded_rows(const float4 *__restrict__ in, float4 *__restrict__ out) {
  __shared__ __align__(16) float tile[16 * PITCH];
  int r = threadIdx.x >> 4, c = threadIdx.x & 15;
  *reinterpret_cast<float4 *>(&tile[r * PITCH + 4 * c]) = in[blockIdx.x * 256 + threadIdx.x];
  __syncthreads();
  int rr = c, cc = r;
  out[blockIdx.x * 256 + threadIdx.x] = *reinterpret_cast<const float4 *>(&tile[rr * PITCH + 4 * cc]);
}
