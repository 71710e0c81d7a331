// EXPECT: clean
// ARCHS: sm_90a sm_100a
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// Per-row fp8 (e4m3) quantisation for an fp8 GEMM's A operand: one block per
// row of up to 256 bf16 values, a block-wide absolute maximum (atomicMax of
// the bit patterns on a shared word that thread 0 clears), scale = 448 / amax, and a saturating cvt to e4m3. Threads
// with col >= cols contribute 0 to the maximum and skip only the store: every
// thread reaches both __syncthreads() around the shared maximum.
#include <cuda_bf16.h>
#include <cuda_fp8.h>
__global__ void __launch_bounds__(256)
    quant_rows_e4m3(const __nv_bfloat16 *__restrict__ x, __nv_fp8_e4m3 *__restrict__ q,
                    float *__restrict__ scales, int cols) {
  __shared__ unsigned s_amax;
  const int col = threadIdx.x;
  const bool in = col < cols;
  const float v = in ? __bfloat162float(x[(size_t)blockIdx.x * cols + col]) : 0.f;
  if (col == 0)
    s_amax = 0;
  __syncthreads();
  atomicMax(&s_amax, __float_as_uint(fabsf(v)));
  __syncthreads();
  const unsigned a = s_amax;
  const float amax = fmaxf(__uint_as_float(a), 1e-12f);
  const float scale = 448.f / amax;
  if (in)
    q[(size_t)blockIdx.x * cols + col] = __nv_fp8_e4m3(v * scale);
  if (col == 0)
    scales[blockIdx.x] = 1.f / scale;
}
