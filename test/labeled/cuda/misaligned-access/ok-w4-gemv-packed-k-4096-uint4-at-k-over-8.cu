// EXPECT: clean
// Weight-only int4 GEMV (AWQ/GPTQ-style packing, 8 nibbles per 32-bit word):
// row n of the packed weight starts at word n * K / 8 and each thread reads
// four words (32 weights) as one uint4 at word k0 / 8 with k0 a multiple of
// 32. With K = 4096 the row pitch is 512 words, so n * 512 + k0 / 8 is a
// multiple of 4 words (16 bytes) for every row and thread: the division by 8
// of a multiple of 32 keeps the alignment.
constexpr int K = 4096;
__global__ void __launch_bounds__(128) w4_gemv(const unsigned *__restrict__ qw,
                                               const float *__restrict__ x,
                                               const float *__restrict__ scales,
                                               float *__restrict__ y) {
  const int n = blockIdx.x;
  float acc = 0.f;
  for (int k0 = threadIdx.x * 32; k0 < K; k0 += 128 * 32) {
    const uint4 w = *reinterpret_cast<const uint4 *>(qw + (size_t)n * (K / 8) + k0 / 8);
    const unsigned words[4] = {w.x, w.y, w.z, w.w};
#pragma unroll
    for (int q = 0; q < 4; ++q)
#pragma unroll
      for (int j = 0; j < 8; ++j)
        acc += (float)((int)((words[q] >> (4 * j)) & 15u) - 8) * x[k0 + q * 8 + j];
  }
  for (int o = 16; o > 0; o >>= 1)
    acc += __shfl_xor_sync(0xffffffffu, acc, o);
  __shared__ float part[4];
  if (threadIdx.x % 32 == 0)
    part[threadIdx.x / 32] = acc;
  __syncthreads();
  if (threadIdx.x == 0)
    y[n] = (part[0] + part[1] + part[2] + part[3]) * scales[n];
}
