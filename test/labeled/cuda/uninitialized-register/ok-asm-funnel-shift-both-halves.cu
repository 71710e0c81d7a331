// EXPECT: clean
// 64-bit rotate of packed keys with a funnel shift in inline PTX; the key is
// split into `lo` and `hi` with one mov of a vector pair before shf reads
// them.
__global__ void rotate_keys(const unsigned long long *__restrict__ in,
                            unsigned *__restrict__ out, int n, unsigned r) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned res;
  asm("{\n\t"
      ".reg .b32 lo, hi;\n\t"
      "mov.b64 {lo, hi}, %1;\n\t"
      "shf.l.wrap.b32 %0, lo, hi, %2;\n\t"
      "}"
      : "=r"(res)
      : "l"(in[i]), "r"(r));
  out[i] = res;
}
