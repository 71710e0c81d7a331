// EXPECT: uninitialized-register
// PTXLINT-ARGS: --block-dim=128
// Packing a 32-bit index into a 64-bit key the way a union of {u32 lo, hi}
// and u64 would, in inline PTX: the asm declares scratch registers lo and hi
// but only writes lo; the upper word of every key is whatever hi held.
__global__ void __launch_bounds__(128) make_keys(const unsigned *idx, unsigned long long *keys, int n) {
  int i = blockIdx.x * 128 + threadIdx.x;
  if (i < n) {
    unsigned long long k;
    asm("{\n\t.reg .b32 lo, hi;\n\t"
        "mov.b32 lo, %1;\n\t"
        "mov.b64 %0, {lo, hi};\n\t}"
        : "=l"(k) : "r"(idx[i]));
    keys[i] = k;
  }
}
