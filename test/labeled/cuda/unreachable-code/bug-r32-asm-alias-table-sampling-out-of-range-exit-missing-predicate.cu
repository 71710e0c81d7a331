// EXPECT: unreachable-code
// ARCHS: sm_120 sm_86
// PTXLINT-ARGS: --block-dim=256
// BUG: Walker alias-method sampling, one sample per thread: column
// i = min(floor(u * n), n - 1), then take i if v < prob[i], otherwise alias[i]. The
// draw is inline PTX; a thread whose sample index is past the requested
// count leaves early through `exit`. The predicate of that exit was lost
// when the guard moved into the asm block (`exit;` where `@q exit;` was
// meant): every thread leaves there and the table lookup and the store
// after it are dead.
__global__ void __launch_bounds__(256)
    alias_sample(const float *__restrict__ prob, const int *__restrict__ alias, const float2 *__restrict__ uv,
                 int *__restrict__ out, int n, int count) {
  const int s = blockIdx.x * 256 + threadIdx.x;
  const float2 r = uv[min(s, count - 1)];
  int pick;
  asm volatile("{\n\t.reg .pred q, keep;\n\t.reg .f32 x, pr;\n\t.reg .s32 i, a;\n\t.reg .u64 addr;\n\t"
               "setp.ge.s32 q, %1, %2;\n\t"
               "exit;\n\t"
               "cvt.rn.f32.s32 x, %3;\n\t"
               "mul.f32 x, x, %4;\n\t"
               "cvt.rzi.s32.f32 i, x;\n\t"
               "sub.s32 a, %3, 1;\n\t"
               "min.s32 i, i, a;\n\t"
               "mul.wide.s32 addr, i, 4;\n\t"
               "add.u64 addr, addr, %6;\n\t"
               "ld.global.f32 pr, [addr];\n\t"
               "sub.u64 addr, addr, %6;\n\t"
               "add.u64 addr, addr, %7;\n\t"
               "ld.global.s32 a, [addr];\n\t"
               "setp.lt.f32 keep, %5, pr;\n\t"
               "selp.s32 %0, i, a, keep;\n\t}"
               : "=r"(pick)
               : "r"(s), "r"(count), "r"(n), "f"(r.x), "f"(r.y), "l"(prob), "l"(alias)
               : "memory");
  out[s] = pick;
}
