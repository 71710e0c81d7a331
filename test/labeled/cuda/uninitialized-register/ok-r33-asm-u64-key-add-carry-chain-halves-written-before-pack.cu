// EXPECT: clean
// ARCHS: sm_86 sm_100a
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=256
// Radix-sort key transform for signed 64-bit keys: flip the sign bit and add
// a per-pass bias, done on the two 32-bit halves with an add.cc/addc carry
// chain in inline PTX. The scratch halves `lo`/`hi` are written by mov.b64's
// unpack before the chain reads them, and the result is packed back.
__device__ __forceinline__ unsigned long long biased_key(long long k, unsigned long long bias) {
  unsigned long long r;
  asm("{\n\t.reg .b32 lo, hi, blo, bhi;\n\t"
      "mov.b64 {lo, hi}, %1;\n\t"
      "mov.b64 {blo, bhi}, %2;\n\t"
      "xor.b32 hi, hi, 0x80000000;\n\t"
      "add.cc.u32 lo, lo, blo;\n\t"
      "addc.u32 hi, hi, bhi;\n\t"
      "mov.b64 %0, {lo, hi};\n\t}"
      : "=l"(r)
      : "l"(k), "l"(bias));
  return r;
}
__global__ void __launch_bounds__(256)
    key_transform(const long long *__restrict__ in, unsigned long long *__restrict__ out, unsigned long long bias,
                  int n) {
  for (int i = blockIdx.x * 256 + threadIdx.x; i < n; i += gridDim.x * 256)
    out[i] = biased_key(in[i], bias);
}
