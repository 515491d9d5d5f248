; generated from ir2vec_walk.c sha256=67c14f638d70d5453b4d0c5ca9403584a4d1dd3d93bb05b8353e1306d290521a recipe=4d54803c12ad87800e007c758b73d022c5f12874986cc294a04547c3ed6deabd
; Function Attrs: nounwind
define dso_local i64 @mlbridge_ir2vec_module_counts(ptr noundef readonly captures(none) %api, ptr noundef readonly captures(none) %t, ptr noundef %mod, ptr noundef captures(none) %out, i64 noundef %capacity, ptr noundef writeonly captures(none) %err_info, ptr noundef writeonly captures(none) %err_fn) local_unnamed_addr #0 {
entry:
  %len.i.i = alloca i64, align 8
  %0 = load ptr, ptr %api, align 8, !tbaa !7
  %call = tail call ptr %0(ptr noundef %mod) #2
  %tobool.not71 = icmp eq ptr %call, null
  br i1 %tobool.not71, label %cleanup12, label %for.body.lr.ph

for.body.lr.ph:                                   ; preds = %entry
  %is_declaration = getelementptr inbounds nuw i8, ptr %api, i64 16
  %n_entities = getelementptr inbounds nuw i8, ptr %t, i64 52
  %first_bb.i = getelementptr inbounds nuw i8, ptr %api, i64 24
  %first_inst.i = getelementptr inbounds nuw i8, ptr %api, i64 40
  %next_inst.i = getelementptr inbounds nuw i8, ptr %api, i64 48
  %next_bb.i = getelementptr inbounds nuw i8, ptr %api, i64 32
  %malloc.i = getelementptr inbounds nuw i8, ptr %api, i64 136
  %opcode.i = getelementptr inbounds nuw i8, ptr %api, i64 56
  %type_kind.i = getelementptr inbounds nuw i8, ptr %api, i64 72
  %type_of.i = getelementptr inbounds nuw i8, ptr %api, i64 64
  %row_unknown_type.i = getelementptr inbounds nuw i8, ptr %t, i64 48
  %type_row.i = getelementptr inbounds nuw i8, ptr %t, i64 8
  %free.i.i = getelementptr inbounds nuw i8, ptr %api, i64 144
  %num_operands.i = getelementptr inbounds nuw i8, ptr %api, i64 80
  %get_operand.i = getelementptr inbounds nuw i8, ptr %api, i64 88
  %value_kind.i = getelementptr inbounds nuw i8, ptr %api, i64 96
  %row_variable.i1442.i = getelementptr inbounds nuw i8, ptr %t, i64 32
  %value_as_bb.i = getelementptr inbounds nuw i8, ptr %api, i64 128
  %value_name.i.i = getelementptr inbounds nuw i8, ptr %api, i64 120
  %fcmp_pred.i = getelementptr inbounds nuw i8, ptr %api, i64 112
  %fcmp_row.i = getelementptr inbounds nuw i8, ptr %t, i64 24
  %icmp_pred.i = getelementptr inbounds nuw i8, ptr %api, i64 104
  %icmp_row.i = getelementptr inbounds nuw i8, ptr %t, i64 16
  %flow.i = getelementptr inbounds nuw i8, ptr %t, i64 56
  %next_function = getelementptr inbounds nuw i8, ptr %api, i64 8
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %for.inc
  %fn.073 = phi ptr [ %call, %for.body.lr.ph ], [ %call11, %for.inc ]
  %nf.072 = phi i64 [ 0, %for.body.lr.ph ], [ %nf.1, %for.inc ]
  %1 = load ptr, ptr %is_declaration, align 8, !tbaa !10
  %call1 = call i32 %1(ptr noundef nonnull %fn.073) #2
  %tobool2.not = icmp eq i32 %call1, 0
  br i1 %tobool2.not, label %if.end, label %for.inc

if.end:                                           ; preds = %for.body
  %cmp = icmp slt i64 %nf.072, %capacity
  br i1 %cmp, label %if.then3, label %if.end10

if.then3:                                         ; preds = %if.end
  %2 = load i32, ptr %n_entities, align 4, !tbaa !11
  %conv = sext i32 %2 to i64
  %mul = mul i64 %nf.072, %conv
  %add.ptr = getelementptr double, ptr %out, i64 %mul
  %3 = load ptr, ptr %first_bb.i, align 8, !tbaa !14
  %call.i = call ptr %3(ptr noundef nonnull %fn.073) #2
  %tobool.not1830.i = icmp eq ptr %call.i, null
  br i1 %tobool.not1830.i, label %for.cond11.preheader.i, label %for.body.i

for.cond11.preheader.i:                           ; preds = %for.cond.cleanup4.i, %if.then3
  %ni.0.lcssa.i = phi i64 [ 0, %if.then3 ], [ %ni.1.lcssa.i, %for.cond.cleanup4.i ]
  %nb.0.lcssa.i = phi i64 [ 0, %if.then3 ], [ %inc.i, %for.cond.cleanup4.i ]
  %cmp1836.i = icmp sgt i32 %2, 0
  br i1 %cmp1836.i, label %for.body13.preheader.i, label %for.cond.cleanup12.i

for.body13.preheader.i:                           ; preds = %for.cond11.preheader.i
  %wide.trip.count.i = zext nneg i32 %2 to i64
  %min.iters.check444 = icmp ult i32 %2, 4
  br i1 %min.iters.check444, label %for.body13.i.preheader, label %vector.ph445

vector.ph445:                                     ; preds = %for.body13.preheader.i
  %n.vec447 = and i64 %wide.trip.count.i, 2147483644
  br label %vector.body448

vector.body448:                                   ; preds = %vector.body448, %vector.ph445
  %index449 = phi i64 [ 0, %vector.ph445 ], [ %index.next450, %vector.body448 ]
  %4 = getelementptr inbounds nuw double, ptr %add.ptr, i64 %index449
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 16
  store <2 x double> zeroinitializer, ptr %4, align 8, !tbaa !15
  store <2 x double> zeroinitializer, ptr %5, align 8, !tbaa !15
  %index.next450 = add nuw i64 %index449, 4
  %6 = icmp eq i64 %index.next450, %n.vec447
  br i1 %6, label %middle.block451, label %vector.body448, !llvm.loop !17

middle.block451:                                  ; preds = %vector.body448
  %cmp.n452 = icmp eq i64 %n.vec447, %wide.trip.count.i
  br i1 %cmp.n452, label %for.cond.cleanup12.i, label %for.body13.i.preheader

for.body13.i.preheader:                           ; preds = %for.body13.preheader.i, %middle.block451
  %indvars.iv.i.ph = phi i64 [ 0, %for.body13.preheader.i ], [ %n.vec447, %middle.block451 ]
  br label %for.body13.i

for.body.i:                                       ; preds = %if.then3, %for.cond.cleanup4.i
  %nb.01833.i = phi i64 [ %inc.i, %for.cond.cleanup4.i ], [ 0, %if.then3 ]
  %ni.01832.i = phi i64 [ %ni.1.lcssa.i, %for.cond.cleanup4.i ], [ 0, %if.then3 ]
  %b.01831.i = phi ptr [ %call9.i, %for.cond.cleanup4.i ], [ %call.i, %if.then3 ]
  %inc.i = add i64 %nb.01833.i, 1
  %7 = load ptr, ptr %first_inst.i, align 8, !tbaa !21
  %call1.i = call ptr %7(ptr noundef nonnull %b.01831.i) #2
  %tobool3.not1827.i = icmp eq ptr %call1.i, null
  br i1 %tobool3.not1827.i, label %for.cond.cleanup4.i, label %for.body5.i

for.cond.cleanup4.i:                              ; preds = %for.body5.i, %for.body.i
  %ni.1.lcssa.i = phi i64 [ %ni.01832.i, %for.body.i ], [ %inc6.i, %for.body5.i ]
  %8 = load ptr, ptr %next_bb.i, align 8, !tbaa !22
  %call9.i = call ptr %8(ptr noundef nonnull %b.01831.i) #2
  %tobool.not.i = icmp eq ptr %call9.i, null
  br i1 %tobool.not.i, label %for.cond11.preheader.i, label %for.body.i, !llvm.loop !23

for.body5.i:                                      ; preds = %for.body.i, %for.body5.i
  %ni.11829.i = phi i64 [ %inc6.i, %for.body5.i ], [ %ni.01832.i, %for.body.i ]
  %i.01828.i = phi ptr [ %call7.i, %for.body5.i ], [ %call1.i, %for.body.i ]
  %inc6.i = add i64 %ni.11829.i, 1
  %9 = load ptr, ptr %next_inst.i, align 8, !tbaa !24
  %call7.i = call ptr %9(ptr noundef nonnull %i.01828.i) #2
  %tobool3.not.i = icmp eq ptr %call7.i, null
  br i1 %tobool3.not.i, label %for.cond.cleanup4.i, label %for.body5.i, !llvm.loop !25

for.cond.cleanup12.i:                             ; preds = %for.body13.i, %middle.block451, %for.cond11.preheader.i
  %cmp17.i = icmp eq i64 %nb.0.lcssa.i, 0
  br i1 %cmp17.i, label %if.end10, label %if.end.i

for.body13.i:                                     ; preds = %for.body13.i.preheader, %for.body13.i
  %indvars.iv.i = phi i64 [ %indvars.iv.next.i, %for.body13.i ], [ %indvars.iv.i.ph, %for.body13.i.preheader ]
  %arrayidx.i = getelementptr inbounds nuw double, ptr %add.ptr, i64 %indvars.iv.i
  store double 0.000000e+00, ptr %arrayidx.i, align 8, !tbaa !15
  %indvars.iv.next.i = add nuw nsw i64 %indvars.iv.i, 1
  %exitcond.not.i = icmp eq i64 %indvars.iv.next.i, %wide.trip.count.i
  br i1 %exitcond.not.i, label %for.cond.cleanup12.i, label %for.body13.i, !llvm.loop !26

if.end.i:                                         ; preds = %for.cond.cleanup12.i
  %10 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %mul.i = shl i64 %nb.0.lcssa.i, 3
  %call18.i = call ptr %10(i64 noundef %mul.i) #2
  %11 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %add.i = add i64 %ni.0.lcssa.i, 1
  %mul20.i = shl i64 %add.i, 3
  %call21.i = call ptr %11(i64 noundef %mul20.i) #2
  %12 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %add23.i = shl i64 %nb.0.lcssa.i, 2
  %mul24.i = add i64 %add23.i, 4
  %call25.i = call ptr %12(i64 noundef %mul24.i) #2
  %13 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %mul28.i = shl i64 %add.i, 2
  %call29.i = call ptr %13(i64 noundef %mul28.i) #2
  %14 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %add31.i = shl i64 %ni.0.lcssa.i, 2
  %mul32.i = add i64 %add31.i, 8
  %call33.i = call ptr %14(i64 noundef %mul32.i) #2
  %15 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %call37.i = call ptr %15(i64 noundef %mul32.i) #2
  %16 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %call41.i = call ptr %16(i64 noundef %mul24.i) #2
  %17 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %call44.i = call ptr %17(i64 noundef %add.i) #2
  %18 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %call46.i = call ptr %18(i64 noundef %nb.0.lcssa.i) #2
  %19 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %call49.i = call ptr %19(i64 noundef %add23.i) #2
  %20 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %call52.i = call ptr %20(i64 noundef %add23.i) #2
  %21 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %mul55.i = shl nsw i64 %conv, 3
  %mul56.i = mul i64 %mul55.i, %add.i
  %call57.i = call ptr %21(i64 noundef %mul56.i) #2
  %tobool58.i = icmp ne ptr %call18.i, null
  %tobool59.i = icmp ne ptr %call21.i, null
  %or.cond.i = select i1 %tobool58.i, i1 %tobool59.i, i1 false
  %tobool61.i = icmp ne ptr %call25.i, null
  %or.cond643.i = select i1 %or.cond.i, i1 %tobool61.i, i1 false
  %tobool63.i = icmp ne ptr %call29.i, null
  %or.cond644.i = select i1 %or.cond643.i, i1 %tobool63.i, i1 false
  %tobool65.i = icmp ne ptr %call33.i, null
  %or.cond645.i = select i1 %or.cond644.i, i1 %tobool65.i, i1 false
  %tobool67.i = icmp ne ptr %call37.i, null
  %or.cond646.i = select i1 %or.cond645.i, i1 %tobool67.i, i1 false
  %tobool69.i = icmp ne ptr %call41.i, null
  %or.cond647.i = select i1 %or.cond646.i, i1 %tobool69.i, i1 false
  %tobool71.i = icmp ne ptr %call44.i, null
  %or.cond648.i = select i1 %or.cond647.i, i1 %tobool71.i, i1 false
  %tobool73.i = icmp ne ptr %call46.i, null
  %or.cond649.i = select i1 %or.cond648.i, i1 %tobool73.i, i1 false
  %tobool75.i = icmp ne ptr %call49.i, null
  %or.cond650.i = select i1 %or.cond649.i, i1 %tobool75.i, i1 false
  %tobool77.i = icmp ne ptr %call52.i, null
  %or.cond651.i = select i1 %or.cond650.i, i1 %tobool77.i, i1 false
  %tobool79.i = icmp ne ptr %call57.i, null
  %or.cond652.i = select i1 %or.cond651.i, i1 %tobool79.i, i1 false
  br i1 %or.cond652.i, label %lor.lhs.false80.i, label %done.i

lor.lhs.false80.i:                                ; preds = %if.end.i
  %mul.i.i = shl i64 %nb.0.lcssa.i, 1
  %add.i.i = add i64 %mul.i.i, 2
  br label %while.cond.i.i

while.cond.i.i:                                   ; preds = %while.cond.i.i, %lor.lhs.false80.i
  %cap.0.i.i = phi i64 [ 16, %lor.lhs.false80.i ], [ %shl.i.i, %while.cond.i.i ]
  %cmp.i.i = icmp ult i64 %cap.0.i.i, %add.i.i
  %shl.i.i = shl i64 %cap.0.i.i, 1
  br i1 %cmp.i.i, label %while.cond.i.i, label %while.end.i.i, !llvm.loop !28

while.end.i.i:                                    ; preds = %while.cond.i.i
  %22 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %mul1.i.i = shl i64 %cap.0.i.i, 3
  %call.i.i = call ptr %22(i64 noundef %mul1.i.i) #2
  %23 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %mul3.i.i = shl i64 %cap.0.i.i, 2
  %call4.i.i = call ptr %23(i64 noundef %mul3.i.i) #2
  %tobool.not.i.i = icmp eq ptr %call.i.i, null
  %tobool7.not.i.i = icmp eq ptr %call4.i.i, null
  %or.cond.i.i = select i1 %tobool.not.i.i, i1 true, i1 %tobool7.not.i.i
  br i1 %or.cond.i.i, label %done.i, label %for.cond.preheader.i.i

for.cond.preheader.i.i:                           ; preds = %while.end.i.i
  %cmp823.not.i.i = icmp eq i64 %cap.0.i.i, 0
  br i1 %cmp823.not.i.i, label %lor.lhs.false83.i, label %vector.body436

vector.body436:                                   ; preds = %for.cond.preheader.i.i, %vector.body436
  %index437 = phi i64 [ %index.next438, %vector.body436 ], [ 0, %for.cond.preheader.i.i ]
  %24 = getelementptr inbounds nuw ptr, ptr %call.i.i, i64 %index437
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 16
  store <2 x ptr> zeroinitializer, ptr %24, align 8, !tbaa !29
  store <2 x ptr> zeroinitializer, ptr %25, align 8, !tbaa !29
  %index.next438 = add nuw i64 %index437, 4
  %26 = icmp eq i64 %index.next438, %cap.0.i.i
  br i1 %26, label %lor.lhs.false83.i, label %vector.body436, !llvm.loop !30

lor.lhs.false83.i:                                ; preds = %vector.body436, %for.cond.preheader.i.i
  %mul.i950.i = shl i64 %ni.0.lcssa.i, 1
  %add.i951.i = add i64 %mul.i950.i, 2
  br label %while.cond.i952.i

while.cond.i952.i:                                ; preds = %while.cond.i952.i, %lor.lhs.false83.i
  %cap.0.i953.i = phi i64 [ 16, %lor.lhs.false83.i ], [ %shl.i955.i, %while.cond.i952.i ]
  %cmp.i954.i = icmp ult i64 %cap.0.i953.i, %add.i951.i
  %shl.i955.i = shl i64 %cap.0.i953.i, 1
  br i1 %cmp.i954.i, label %while.cond.i952.i, label %while.end.i956.i, !llvm.loop !28

while.end.i956.i:                                 ; preds = %while.cond.i952.i
  %sub.i.i = add i64 %cap.0.i.i, -1
  %27 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %mul1.i958.i = shl i64 %cap.0.i953.i, 3
  %call.i959.i = call ptr %27(i64 noundef %mul1.i958.i) #2
  %28 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %mul3.i960.i = shl i64 %cap.0.i953.i, 2
  %call4.i961.i = call ptr %28(i64 noundef %mul3.i960.i) #2
  %tobool.not.i963.i = icmp eq ptr %call.i959.i, null
  %tobool7.not.i964.i = icmp eq ptr %call4.i961.i, null
  %or.cond.i965.i = select i1 %tobool.not.i963.i, i1 true, i1 %tobool7.not.i964.i
  br i1 %or.cond.i965.i, label %done.i, label %for.cond.preheader.i966.i

for.cond.preheader.i966.i:                        ; preds = %while.end.i956.i
  %cmp823.not.i967.i = icmp eq i64 %cap.0.i953.i, 0
  br i1 %cmp823.not.i967.i, label %if.end87.i, label %vector.body424

vector.body424:                                   ; preds = %for.cond.preheader.i966.i, %vector.body424
  %index425 = phi i64 [ %index.next426, %vector.body424 ], [ 0, %for.cond.preheader.i966.i ]
  %29 = getelementptr inbounds nuw ptr, ptr %call.i959.i, i64 %index425
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 16
  store <2 x ptr> zeroinitializer, ptr %29, align 8, !tbaa !29
  store <2 x ptr> zeroinitializer, ptr %30, align 8, !tbaa !29
  %index.next426 = add nuw i64 %index425, 4
  %31 = icmp eq i64 %index.next426, %cap.0.i953.i
  br i1 %31, label %if.end87.i, label %vector.body424, !llvm.loop !31

if.end87.i:                                       ; preds = %vector.body424, %for.cond.preheader.i966.i
  %sub.i974.i = add i64 %cap.0.i953.i, -1
  %32 = load ptr, ptr %first_bb.i, align 8, !tbaa !14
  %call90.i = call ptr %32(ptr noundef nonnull %fn.073) #2
  %tobool92.not1844.i = icmp eq ptr %call90.i, null
  br i1 %tobool92.not1844.i, label %for.cond.cleanup93.i, label %for.body94.i

for.cond.cleanup93.loopexit.i:                    ; preds = %for.cond.cleanup104.i
  %33 = trunc i64 %ii.1.lcssa.i to i32
  br label %for.cond.cleanup93.i

for.cond.cleanup93.i:                             ; preds = %for.cond.cleanup93.loopexit.i, %if.end87.i
  %ii.0.lcssa.i = phi i32 [ 0, %if.end87.i ], [ %33, %for.cond.cleanup93.loopexit.i ]
  %arrayidx119.i = getelementptr inbounds nuw i32, ptr %call25.i, i64 %nb.0.lcssa.i
  store i32 %ii.0.lcssa.i, ptr %arrayidx119.i, align 4, !tbaa !3
  br label %for.body125.i

for.body94.i:                                     ; preds = %if.end87.i, %for.cond.cleanup104.i
  %bi.01847.i = phi i64 [ %inc113.i, %for.cond.cleanup104.i ], [ 0, %if.end87.i ]
  %ii.01846.i = phi i64 [ %ii.1.lcssa.i, %for.cond.cleanup104.i ], [ 0, %if.end87.i ]
  %b88.01845.i = phi ptr [ %call116.i, %for.cond.cleanup104.i ], [ %call90.i, %if.end87.i ]
  %arrayidx95.i = getelementptr inbounds nuw ptr, ptr %call18.i, i64 %bi.01847.i
  store ptr %b88.01845.i, ptr %arrayidx95.i, align 8, !tbaa !29
  %34 = ptrtoint ptr %b88.01845.i to i64
  %shr.i.i.i = lshr i64 %34, 33
  %xor.i.i.i = xor i64 %shr.i.i.i, %34
  %mul.i.i.i = mul i64 %xor.i.i.i, -49064778989728563
  %shr1.i.i.i = lshr i64 %mul.i.i.i, 33
  %xor2.i.i.i = xor i64 %shr1.i.i.i, %mul.i.i.i
  br label %while.cond.i979.i

while.cond.i979.i:                                ; preds = %while.cond.i979.i, %for.body94.i
  %xor2.i.pn.i.i = phi i64 [ %xor2.i.i.i, %for.body94.i ], [ %add.i983.i, %while.cond.i979.i ]
  %h.0.i.i = and i64 %xor2.i.pn.i.i, %sub.i.i
  %arrayidx.i980.i = getelementptr inbounds nuw ptr, ptr %call.i.i, i64 %h.0.i.i
  %35 = load ptr, ptr %arrayidx.i980.i, align 8, !tbaa !29
  %tobool.not.i981.i = icmp eq ptr %35, null
  %cmp.not.i.i = icmp eq ptr %35, %b88.01845.i
  %or.cond.i982.i = or i1 %tobool.not.i981.i, %cmp.not.i.i
  %add.i983.i = add i64 %h.0.i.i, 1
  br i1 %or.cond.i982.i, label %map_put.exit.i, label %while.cond.i979.i, !llvm.loop !32

map_put.exit.i:                                   ; preds = %while.cond.i979.i
  %arrayidx.i980.i.le = getelementptr inbounds nuw ptr, ptr %call.i.i, i64 %h.0.i.i
  %conv96.i = trunc i64 %bi.01847.i to i32
  store ptr %b88.01845.i, ptr %arrayidx.i980.i.le, align 8, !tbaa !29
  %arrayidx7.i.i = getelementptr inbounds nuw i32, ptr %call4.i.i, i64 %h.0.i.i
  store i32 %conv96.i, ptr %arrayidx7.i.i, align 4, !tbaa !3
  %conv97.i = trunc i64 %ii.01846.i to i32
  %arrayidx98.i = getelementptr inbounds nuw i32, ptr %call25.i, i64 %bi.01847.i
  store i32 %conv97.i, ptr %arrayidx98.i, align 4, !tbaa !3
  %36 = load ptr, ptr %first_inst.i, align 8, !tbaa !21
  %call101.i = call ptr %36(ptr noundef nonnull %b88.01845.i) #2
  %tobool103.not1840.i = icmp eq ptr %call101.i, null
  br i1 %tobool103.not1840.i, label %for.cond.cleanup104.i, label %for.body105.i

for.cond.cleanup104.i:                            ; preds = %map_put.exit1004.i, %map_put.exit.i
  %ii.1.lcssa.i = phi i64 [ %ii.01846.i, %map_put.exit.i ], [ %inc108.i, %map_put.exit1004.i ]
  %inc113.i = add i64 %bi.01847.i, 1
  %37 = load ptr, ptr %next_bb.i, align 8, !tbaa !22
  %call116.i = call ptr %37(ptr noundef nonnull %b88.01845.i) #2
  %tobool92.not.i = icmp eq ptr %call116.i, null
  br i1 %tobool92.not.i, label %for.cond.cleanup93.loopexit.i, label %for.body94.i, !llvm.loop !33

for.body105.i:                                    ; preds = %map_put.exit.i, %map_put.exit1004.i
  %ii.11842.i = phi i64 [ %inc108.i, %map_put.exit1004.i ], [ %ii.01846.i, %map_put.exit.i ]
  %i99.01841.i = phi ptr [ %call111.i, %map_put.exit1004.i ], [ %call101.i, %map_put.exit.i ]
  %arrayidx106.i = getelementptr inbounds nuw ptr, ptr %call21.i, i64 %ii.11842.i
  store ptr %i99.01841.i, ptr %arrayidx106.i, align 8, !tbaa !29
  %38 = ptrtoint ptr %i99.01841.i to i64
  %shr.i.i986.i = lshr i64 %38, 33
  %xor.i.i987.i = xor i64 %shr.i.i986.i, %38
  %mul.i.i988.i = mul i64 %xor.i.i987.i, -49064778989728563
  %shr1.i.i989.i = lshr i64 %mul.i.i988.i, 33
  %xor2.i.i990.i = xor i64 %shr1.i.i989.i, %mul.i.i988.i
  br label %while.cond.i992.i

while.cond.i992.i:                                ; preds = %while.cond.i992.i, %for.body105.i
  %xor2.i.pn.i993.i = phi i64 [ %xor2.i.i990.i, %for.body105.i ], [ %add.i999.i, %while.cond.i992.i ]
  %h.0.i994.i = and i64 %xor2.i.pn.i993.i, %sub.i974.i
  %arrayidx.i995.i = getelementptr inbounds nuw ptr, ptr %call.i959.i, i64 %h.0.i994.i
  %39 = load ptr, ptr %arrayidx.i995.i, align 8, !tbaa !29
  %tobool.not.i996.i = icmp eq ptr %39, null
  %cmp.not.i997.i = icmp eq ptr %39, %i99.01841.i
  %or.cond.i998.i = or i1 %tobool.not.i996.i, %cmp.not.i997.i
  %add.i999.i = add i64 %h.0.i994.i, 1
  br i1 %or.cond.i998.i, label %map_put.exit1004.i, label %while.cond.i992.i, !llvm.loop !32

map_put.exit1004.i:                               ; preds = %while.cond.i992.i
  %arrayidx.i995.i.le = getelementptr inbounds nuw ptr, ptr %call.i959.i, i64 %h.0.i994.i
  %conv107.i = trunc i64 %ii.11842.i to i32
  store ptr %i99.01841.i, ptr %arrayidx.i995.i.le, align 8, !tbaa !29
  %arrayidx7.i1003.i = getelementptr inbounds nuw i32, ptr %call4.i961.i, i64 %h.0.i994.i
  store i32 %conv107.i, ptr %arrayidx7.i1003.i, align 4, !tbaa !3
  %inc108.i = add i64 %ii.11842.i, 1
  %40 = load ptr, ptr %next_inst.i, align 8, !tbaa !24
  %call111.i = call ptr %40(ptr noundef nonnull %i99.01841.i) #2
  %tobool103.not.i = icmp eq ptr %call111.i, null
  br i1 %tobool103.not.i, label %for.cond.cleanup104.i, label %for.body105.i, !llvm.loop !34

for.cond121.loopexit.i:                           ; preds = %for.inc347.i, %if.end325.i
  %succ.sroa.0.1.lcssa.i = phi ptr [ %succ.sroa.0.01923.i, %if.end325.i ], [ %succ.sroa.0.5.i, %for.inc347.i ]
  %succ.sroa.9.1.lcssa.i = phi i64 [ %succ.sroa.9.01924.i, %if.end325.i ], [ %inc21.i1278.i, %for.inc347.i ]
  %succ.sroa.16.1.lcssa.i = phi i64 [ %succ.sroa.16.01925.i, %if.end325.i ], [ %succ.sroa.16.3.i, %for.inc347.i ]
  %exitcond2023.not.i = icmp eq i64 %add131.i, %nb.0.lcssa.i
  br i1 %exitcond2023.not.i, label %for.end359.i, label %for.body125.i, !llvm.loop !35

for.body125.i:                                    ; preds = %for.cond121.loopexit.i, %for.cond.cleanup93.i
  %b120.01929.i = phi i64 [ 0, %for.cond.cleanup93.i ], [ %add131.i, %for.cond121.loopexit.i ]
  %bbs.sroa.19.01928.i = phi i64 [ 0, %for.cond.cleanup93.i ], [ %bbs.sroa.19.1.lcssa2097.i, %for.cond121.loopexit.i ]
  %bbs.sroa.10.01927.i = phi i64 [ 0, %for.cond.cleanup93.i ], [ %spec.select.i, %for.cond121.loopexit.i ]
  %bbs.sroa.0.01926.i = phi ptr [ null, %for.cond.cleanup93.i ], [ %bbs.sroa.0.1.lcssa2095.i, %for.cond121.loopexit.i ]
  %succ.sroa.16.01925.i = phi i64 [ 0, %for.cond.cleanup93.i ], [ %succ.sroa.16.1.lcssa.i, %for.cond121.loopexit.i ]
  %succ.sroa.9.01924.i = phi i64 [ 0, %for.cond.cleanup93.i ], [ %succ.sroa.9.1.lcssa.i, %for.cond121.loopexit.i ]
  %succ.sroa.0.01923.i = phi ptr [ null, %for.cond.cleanup93.i ], [ %succ.sroa.0.1.lcssa.i, %for.cond121.loopexit.i ]
  %use_kind.sroa.14.01922.i = phi i64 [ 0, %for.cond.cleanup93.i ], [ %use_kind.sroa.14.1.lcssa2094.i, %for.cond121.loopexit.i ]
  %use_kind.sroa.9.01921.i = phi i64 [ 0, %for.cond.cleanup93.i ], [ %use_kind.sroa.9.1.lcssa2093.i, %for.cond121.loopexit.i ]
  %use_kind.sroa.0.01920.i = phi ptr [ null, %for.cond.cleanup93.i ], [ %use_kind.sroa.0.1.lcssa2092.i, %for.cond121.loopexit.i ]
  %use_def.sroa.16.01919.i = phi i64 [ 0, %for.cond.cleanup93.i ], [ %use_def.sroa.16.1.lcssa2091.i, %for.cond121.loopexit.i ]
  %use_def.sroa.9.01918.i = phi i64 [ 0, %for.cond.cleanup93.i ], [ %use_def.sroa.9.1.lcssa2090.i, %for.cond121.loopexit.i ]
  %use_def.sroa.0.01917.i = phi ptr [ null, %for.cond.cleanup93.i ], [ %use_def.sroa.0.1.lcssa2089.i, %for.cond121.loopexit.i ]
  %base.sroa.37.01916.i = phi i64 [ 0, %for.cond.cleanup93.i ], [ %base.sroa.37.1.lcssa2088.i, %for.cond121.loopexit.i ]
  %base.sroa.18.01915.i = phi i64 [ 0, %for.cond.cleanup93.i ], [ %base.sroa.18.1.lcssa2087.i, %for.cond121.loopexit.i ]
  %base.sroa.0.01914.i = phi ptr [ null, %for.cond.cleanup93.i ], [ %base.sroa.0.1.lcssa2086.i, %for.cond121.loopexit.i ]
  %conv126.i = trunc i64 %succ.sroa.9.01924.i to i32
  %arrayidx127.i = getelementptr inbounds nuw i32, ptr %call41.i, i64 %b120.01929.i
  store i32 %conv126.i, ptr %arrayidx127.i, align 4, !tbaa !3
  %arrayidx129.i = getelementptr inbounds nuw i32, ptr %call25.i, i64 %b120.01929.i
  %41 = load i32, ptr %arrayidx129.i, align 4, !tbaa !3
  %add131.i = add nuw i64 %b120.01929.i, 1
  %arrayidx132.i = getelementptr inbounds nuw i32, ptr %call25.i, i64 %add131.i
  %42 = load i32, ptr %arrayidx132.i, align 4, !tbaa !3
  %cmp1331878.i = icmp slt i32 %41, %42
  br i1 %cmp1331878.i, label %for.body136.preheader.i, label %if.end325.i

for.body136.preheader.i:                          ; preds = %for.body125.i
  %43 = sext i32 %41 to i64
  br label %for.body136.i

for.body136.i:                                    ; preds = %for.inc305.i, %for.body136.preheader.i
  %indvars.iv2019.i = phi i64 [ %43, %for.body136.preheader.i ], [ %indvars.iv.next2020.i, %for.inc305.i ]
  %bbs.sroa.19.11889.i = phi i64 [ %bbs.sroa.19.01928.i, %for.body136.preheader.i ], [ %bbs.sroa.19.2.lcssa.i, %for.inc305.i ]
  %bbs.sroa.0.11888.i = phi ptr [ %bbs.sroa.0.01926.i, %for.body136.preheader.i ], [ %bbs.sroa.0.2.lcssa.i, %for.inc305.i ]
  %use_kind.sroa.14.11887.i = phi i64 [ %use_kind.sroa.14.01922.i, %for.body136.preheader.i ], [ %use_kind.sroa.14.2.lcssa.i, %for.inc305.i ]
  %use_kind.sroa.9.11886.i = phi i64 [ %use_kind.sroa.9.01921.i, %for.body136.preheader.i ], [ %use_kind.sroa.9.2.lcssa.i, %for.inc305.i ]
  %use_kind.sroa.0.11885.i = phi ptr [ %use_kind.sroa.0.01920.i, %for.body136.preheader.i ], [ %use_kind.sroa.0.2.lcssa.i, %for.inc305.i ]
  %use_def.sroa.16.11884.i = phi i64 [ %use_def.sroa.16.01919.i, %for.body136.preheader.i ], [ %use_def.sroa.16.2.lcssa.i, %for.inc305.i ]
  %use_def.sroa.9.11883.i = phi i64 [ %use_def.sroa.9.01918.i, %for.body136.preheader.i ], [ %use_def.sroa.9.2.lcssa.i, %for.inc305.i ]
  %use_def.sroa.0.11882.i = phi ptr [ %use_def.sroa.0.01917.i, %for.body136.preheader.i ], [ %use_def.sroa.0.2.lcssa.i, %for.inc305.i ]
  %base.sroa.37.11881.i = phi i64 [ %base.sroa.37.01916.i, %for.body136.preheader.i ], [ %base.sroa.37.71557.i, %for.inc305.i ]
  %base.sroa.18.11880.i = phi i64 [ %base.sroa.18.01915.i, %for.body136.preheader.i ], [ %base.sroa.18.71556.i, %for.inc305.i ]
  %base.sroa.0.11879.i = phi ptr [ %base.sroa.0.01914.i, %for.body136.preheader.i ], [ %base.sroa.0.71555.i, %for.inc305.i ]
  %base.sroa.0.11879.i404 = ptrtoint ptr %base.sroa.0.11879.i to i64
  %arrayidx138.i = getelementptr inbounds ptr, ptr %call21.i, i64 %indvars.iv2019.i
  %44 = load ptr, ptr %arrayidx138.i, align 8, !tbaa !29
  %45 = load ptr, ptr %opcode.i, align 8, !tbaa !36
  %call139.i = call i32 %45(ptr noundef %44) #2
  %or.cond653.i = icmp ult i32 %call139.i, 128
  br i1 %or.cond653.i, label %cond.end.i, label %done.sink.split.i

cond.end.i:                                       ; preds = %for.body136.i
  %46 = load ptr, ptr %t, align 8, !tbaa !37
  %idxprom144.i = zext nneg i32 %call139.i to i64
  %arrayidx145.i = getelementptr inbounds nuw i32, ptr %46, i64 %idxprom144.i
  %47 = load i32, ptr %arrayidx145.i, align 4, !tbaa !3
  %cmp146.i = icmp slt i32 %47, 0
  br i1 %cmp146.i, label %done.sink.split.i, label %if.end149.i

if.end149.i:                                      ; preds = %cond.end.i
  %conv151.i = trunc i64 %base.sroa.18.11880.i to i32
  %arrayidx153.i = getelementptr inbounds i32, ptr %call33.i, i64 %indvars.iv2019.i
  store i32 %conv151.i, ptr %arrayidx153.i, align 4, !tbaa !3
  %conv155.i = trunc i64 %use_def.sroa.9.11883.i to i32
  %arrayidx157.i = getelementptr inbounds i32, ptr %call37.i, i64 %indvars.iv2019.i
  store i32 %conv155.i, ptr %arrayidx157.i, align 4, !tbaa !3
  %48 = load ptr, ptr %type_kind.i, align 8, !tbaa !38
  %49 = load ptr, ptr %type_of.i, align 8, !tbaa !39
  %call158.i = call ptr %49(ptr noundef %44) #2
  %call159.i = call i32 %48(ptr noundef %call158.i) #2
  %or.cond654.i = icmp ult i32 %call159.i, 32
  br i1 %or.cond654.i, label %cond.true165.i, label %cond.end169.i

cond.true165.i:                                   ; preds = %if.end149.i
  %50 = load ptr, ptr %type_row.i, align 8, !tbaa !40
  %idxprom166.i = zext nneg i32 %call159.i to i64
  %arrayidx167.i = getelementptr inbounds nuw i32, ptr %50, i64 %idxprom166.i
  br label %cond.end169.i

cond.end169.i:                                    ; preds = %cond.true165.i, %if.end149.i
  %cond170.in.i = phi ptr [ %arrayidx167.i, %cond.true165.i ], [ %row_unknown_type.i, %if.end149.i ]
  %cond170.i = load i32, ptr %cond170.in.i, align 4, !tbaa !3
  %cmp.i1005.i = icmp eq i64 %base.sroa.18.11880.i, %base.sroa.37.11881.i
  br i1 %cmp.i1005.i, label %if.then.i.i, label %lor.lhs.false173.i

if.then.i.i:                                      ; preds = %cond.end169.i
  %tobool.not.i1006.i = icmp eq i64 %base.sroa.37.11881.i, 0
  %mul.i1007.i = shl i64 %base.sroa.37.11881.i, 1
  %spec.select.i.i = select i1 %tobool.not.i1006.i, i64 256, i64 %mul.i1007.i
  %51 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %mul4.i.i = shl i64 %spec.select.i.i, 2
  %call.i1009.i = call ptr %51(i64 noundef %mul4.i.i) #2
  %call.i1009.i403 = ptrtoint ptr %call.i1009.i to i64
  %tobool5.not.i.i = icmp eq ptr %call.i1009.i, null
  br i1 %tobool5.not.i.i, label %done.i, label %for.cond.preheader.i1010.i

for.cond.preheader.i1010.i:                       ; preds = %if.then.i.i
  br i1 %tobool.not.i1006.i, label %for.cond.cleanup.i1015.i, label %for.body.i1011.i.preheader

for.body.i1011.i.preheader:                       ; preds = %for.cond.preheader.i1010.i
  %min.iters.check407 = icmp ult i64 %base.sroa.37.11881.i, 8
  %52 = sub i64 %call.i1009.i403, %base.sroa.0.11879.i404
  %diff.check405 = icmp ult i64 %52, 32
  %or.cond = select i1 %min.iters.check407, i1 true, i1 %diff.check405
  br i1 %or.cond, label %for.body.i1011.i.preheader472, label %vector.ph408

vector.ph408:                                     ; preds = %for.body.i1011.i.preheader
  %n.vec410 = and i64 %base.sroa.37.11881.i, -8
  br label %vector.body411

vector.body411:                                   ; preds = %vector.body411, %vector.ph408
  %index412 = phi i64 [ 0, %vector.ph408 ], [ %index.next415, %vector.body411 ]
  %53 = getelementptr inbounds nuw i32, ptr %base.sroa.0.11879.i, i64 %index412
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 16
  %wide.load413 = load <4 x i32>, ptr %53, align 4, !tbaa !3
  %wide.load414 = load <4 x i32>, ptr %54, align 4, !tbaa !3
  %55 = getelementptr inbounds nuw i32, ptr %call.i1009.i, i64 %index412
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 16
  store <4 x i32> %wide.load413, ptr %55, align 4, !tbaa !3
  store <4 x i32> %wide.load414, ptr %56, align 4, !tbaa !3
  %index.next415 = add nuw i64 %index412, 8
  %57 = icmp eq i64 %index.next415, %n.vec410
  br i1 %57, label %middle.block416, label %vector.body411, !llvm.loop !41

middle.block416:                                  ; preds = %vector.body411
  %cmp.n417 = icmp eq i64 %base.sroa.37.11881.i, %n.vec410
  br i1 %cmp.n417, label %if.then12.i.i, label %for.body.i1011.i.preheader472

for.body.i1011.i.preheader472:                    ; preds = %for.body.i1011.i.preheader, %middle.block416
  %i.043.i.i.ph = phi i64 [ 0, %for.body.i1011.i.preheader ], [ %n.vec410, %middle.block416 ]
  %xtraiter = and i64 %base.sroa.37.11881.i, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.i1011.i.prol.loopexit, label %for.body.i1011.i.prol

for.body.i1011.i.prol:                            ; preds = %for.body.i1011.i.preheader472, %for.body.i1011.i.prol
  %i.043.i.i.prol = phi i64 [ %inc.i1013.i.prol, %for.body.i1011.i.prol ], [ %i.043.i.i.ph, %for.body.i1011.i.preheader472 ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.body.i1011.i.prol ], [ 0, %for.body.i1011.i.preheader472 ]
  %arrayidx.i1012.i.prol = getelementptr inbounds nuw i32, ptr %base.sroa.0.11879.i, i64 %i.043.i.i.prol
  %58 = load i32, ptr %arrayidx.i1012.i.prol, align 4, !tbaa !3
  %arrayidx9.i.i.prol = getelementptr inbounds nuw i32, ptr %call.i1009.i, i64 %i.043.i.i.prol
  store i32 %58, ptr %arrayidx9.i.i.prol, align 4, !tbaa !3
  %inc.i1013.i.prol = add nuw i64 %i.043.i.i.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %for.body.i1011.i.prol.loopexit, label %for.body.i1011.i.prol, !llvm.loop !42

for.body.i1011.i.prol.loopexit:                   ; preds = %for.body.i1011.i.prol, %for.body.i1011.i.preheader472
  %i.043.i.i.unr = phi i64 [ %i.043.i.i.ph, %for.body.i1011.i.preheader472 ], [ %inc.i1013.i.prol, %for.body.i1011.i.prol ]
  %59 = sub i64 %i.043.i.i.ph, %base.sroa.37.11881.i
  %60 = icmp ugt i64 %59, -4
  br i1 %60, label %if.then12.i.i, label %for.body.i1011.i

for.cond.cleanup.i1015.i:                         ; preds = %for.cond.preheader.i1010.i
  %tobool11.not.i.i = icmp eq ptr %base.sroa.0.11879.i, null
  br i1 %tobool11.not.i.i, label %lor.lhs.false173.i, label %if.then12.i.i

for.body.i1011.i:                                 ; preds = %for.body.i1011.i.prol.loopexit, %for.body.i1011.i
  %i.043.i.i = phi i64 [ %inc.i1013.i.3, %for.body.i1011.i ], [ %i.043.i.i.unr, %for.body.i1011.i.prol.loopexit ]
  %arrayidx.i1012.i = getelementptr inbounds nuw i32, ptr %base.sroa.0.11879.i, i64 %i.043.i.i
  %61 = load i32, ptr %arrayidx.i1012.i, align 4, !tbaa !3
  %arrayidx9.i.i = getelementptr inbounds nuw i32, ptr %call.i1009.i, i64 %i.043.i.i
  store i32 %61, ptr %arrayidx9.i.i, align 4, !tbaa !3
  %inc.i1013.i = add nuw i64 %i.043.i.i, 1
  %arrayidx.i1012.i.1 = getelementptr inbounds nuw i32, ptr %base.sroa.0.11879.i, i64 %inc.i1013.i
  %62 = load i32, ptr %arrayidx.i1012.i.1, align 4, !tbaa !3
  %arrayidx9.i.i.1 = getelementptr inbounds nuw i32, ptr %call.i1009.i, i64 %inc.i1013.i
  store i32 %62, ptr %arrayidx9.i.i.1, align 4, !tbaa !3
  %inc.i1013.i.1 = add nuw i64 %i.043.i.i, 2
  %arrayidx.i1012.i.2 = getelementptr inbounds nuw i32, ptr %base.sroa.0.11879.i, i64 %inc.i1013.i.1
  %63 = load i32, ptr %arrayidx.i1012.i.2, align 4, !tbaa !3
  %arrayidx9.i.i.2 = getelementptr inbounds nuw i32, ptr %call.i1009.i, i64 %inc.i1013.i.1
  store i32 %63, ptr %arrayidx9.i.i.2, align 4, !tbaa !3
  %inc.i1013.i.2 = add nuw i64 %i.043.i.i, 3
  %arrayidx.i1012.i.3 = getelementptr inbounds nuw i32, ptr %base.sroa.0.11879.i, i64 %inc.i1013.i.2
  %64 = load i32, ptr %arrayidx.i1012.i.3, align 4, !tbaa !3
  %arrayidx9.i.i.3 = getelementptr inbounds nuw i32, ptr %call.i1009.i, i64 %inc.i1013.i.2
  store i32 %64, ptr %arrayidx9.i.i.3, align 4, !tbaa !3
  %inc.i1013.i.3 = add nuw i64 %i.043.i.i, 4
  %exitcond.not.i1014.i.3 = icmp eq i64 %inc.i1013.i.3, %base.sroa.37.11881.i
  br i1 %exitcond.not.i1014.i.3, label %if.then12.i.i, label %for.body.i1011.i, !llvm.loop !44

if.then12.i.i:                                    ; preds = %for.body.i1011.i.prol.loopexit, %for.body.i1011.i, %middle.block416, %for.cond.cleanup.i1015.i
  %65 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %65(ptr noundef nonnull %base.sroa.0.11879.i) #2
  br label %lor.lhs.false173.i

lor.lhs.false173.i:                               ; preds = %if.then12.i.i, %for.cond.cleanup.i1015.i, %cond.end169.i
  %base.sroa.0.12.i = phi ptr [ %base.sroa.0.11879.i, %cond.end169.i ], [ %call.i1009.i, %if.then12.i.i ], [ %call.i1009.i, %for.cond.cleanup.i1015.i ]
  %base.sroa.37.10.i = phi i64 [ %base.sroa.37.11881.i, %cond.end169.i ], [ %spec.select.i.i, %if.then12.i.i ], [ 256, %for.cond.cleanup.i1015.i ]
  %base.sroa.0.12.i387 = ptrtoint ptr %base.sroa.0.12.i to i64
  %inc21.i.i = add i64 %base.sroa.18.11880.i, 1
  %arrayidx22.i.i = getelementptr inbounds nuw i32, ptr %base.sroa.0.12.i, i64 %base.sroa.18.11880.i
  store i32 %47, ptr %arrayidx22.i.i, align 4, !tbaa !3
  %cmp.i1018.i = icmp eq i64 %inc21.i.i, %base.sroa.37.10.i
  br i1 %cmp.i1018.i, label %if.then.i1025.i, label %if.end177.i

if.then.i1025.i:                                  ; preds = %lor.lhs.false173.i
  %tobool.not.i1026.i = icmp eq i64 %base.sroa.37.10.i, 0
  %mul.i1027.i = shl i64 %base.sroa.37.10.i, 1
  %spec.select.i1028.i = select i1 %tobool.not.i1026.i, i64 256, i64 %mul.i1027.i
  %66 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %mul4.i1030.i = shl i64 %spec.select.i1028.i, 2
  %call.i1031.i = call ptr %66(i64 noundef %mul4.i1030.i) #2
  %call.i1031.i386 = ptrtoint ptr %call.i1031.i to i64
  %tobool5.not.i1032.i = icmp eq ptr %call.i1031.i, null
  br i1 %tobool5.not.i1032.i, label %done.i, label %for.cond.preheader.i1033.i

for.cond.preheader.i1033.i:                       ; preds = %if.then.i1025.i
  br i1 %tobool.not.i1026.i, label %if.then12.i1042.i, label %for.body.i1036.i.preheader

for.body.i1036.i.preheader:                       ; preds = %for.cond.preheader.i1033.i
  %min.iters.check390 = icmp ult i64 %inc21.i.i, 8
  %67 = sub i64 %call.i1031.i386, %base.sroa.0.12.i387
  %diff.check388 = icmp ult i64 %67, 32
  %or.cond454 = or i1 %min.iters.check390, %diff.check388
  br i1 %or.cond454, label %for.body.i1036.i.preheader471, label %vector.ph391

vector.ph391:                                     ; preds = %for.body.i1036.i.preheader
  %n.vec393 = and i64 %inc21.i.i, -8
  br label %vector.body394

vector.body394:                                   ; preds = %vector.body394, %vector.ph391
  %index395 = phi i64 [ 0, %vector.ph391 ], [ %index.next398, %vector.body394 ]
  %68 = getelementptr inbounds nuw i32, ptr %base.sroa.0.12.i, i64 %index395
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 16
  %wide.load396 = load <4 x i32>, ptr %68, align 4, !tbaa !3
  %wide.load397 = load <4 x i32>, ptr %69, align 4, !tbaa !3
  %70 = getelementptr inbounds nuw i32, ptr %call.i1031.i, i64 %index395
  %71 = getelementptr inbounds nuw i8, ptr %70, i64 16
  store <4 x i32> %wide.load396, ptr %70, align 4, !tbaa !3
  store <4 x i32> %wide.load397, ptr %71, align 4, !tbaa !3
  %index.next398 = add nuw i64 %index395, 8
  %72 = icmp eq i64 %index.next398, %n.vec393
  br i1 %72, label %middle.block399, label %vector.body394, !llvm.loop !46

middle.block399:                                  ; preds = %vector.body394
  %cmp.n400 = icmp eq i64 %inc21.i.i, %n.vec393
  br i1 %cmp.n400, label %if.then12.i1042.i, label %for.body.i1036.i.preheader471

for.body.i1036.i.preheader471:                    ; preds = %for.body.i1036.i.preheader, %middle.block399
  %i.043.i1037.i.ph = phi i64 [ 0, %for.body.i1036.i.preheader ], [ %n.vec393, %middle.block399 ]
  %73 = add i64 %base.sroa.18.11880.i, 1
  %74 = sub i64 %base.sroa.18.11880.i, %i.043.i1037.i.ph
  %xtraiter507 = and i64 %73, 3
  %75 = and i64 %base.sroa.18.11880.i, 3
  %lcmp.mod508.not = icmp eq i64 %75, 3
  br i1 %lcmp.mod508.not, label %for.body.i1036.i.prol.loopexit, label %for.body.i1036.i.prol

for.body.i1036.i.prol:                            ; preds = %for.body.i1036.i.preheader471, %for.body.i1036.i.prol
  %i.043.i1037.i.prol = phi i64 [ %inc.i1040.i.prol, %for.body.i1036.i.prol ], [ %i.043.i1037.i.ph, %for.body.i1036.i.preheader471 ]
  %prol.iter509 = phi i64 [ %prol.iter509.next, %for.body.i1036.i.prol ], [ 0, %for.body.i1036.i.preheader471 ]
  %arrayidx.i1038.i.prol = getelementptr inbounds nuw i32, ptr %base.sroa.0.12.i, i64 %i.043.i1037.i.prol
  %76 = load i32, ptr %arrayidx.i1038.i.prol, align 4, !tbaa !3
  %arrayidx9.i1039.i.prol = getelementptr inbounds nuw i32, ptr %call.i1031.i, i64 %i.043.i1037.i.prol
  store i32 %76, ptr %arrayidx9.i1039.i.prol, align 4, !tbaa !3
  %inc.i1040.i.prol = add nuw i64 %i.043.i1037.i.prol, 1
  %prol.iter509.next = add i64 %prol.iter509, 1
  %prol.iter509.cmp.not = icmp eq i64 %prol.iter509.next, %xtraiter507
  br i1 %prol.iter509.cmp.not, label %for.body.i1036.i.prol.loopexit, label %for.body.i1036.i.prol, !llvm.loop !47

for.body.i1036.i.prol.loopexit:                   ; preds = %for.body.i1036.i.prol, %for.body.i1036.i.preheader471
  %i.043.i1037.i.unr = phi i64 [ %i.043.i1037.i.ph, %for.body.i1036.i.preheader471 ], [ %inc.i1040.i.prol, %for.body.i1036.i.prol ]
  %77 = icmp ult i64 %74, 3
  br i1 %77, label %if.then12.i1042.i, label %for.body.i1036.i

for.body.i1036.i:                                 ; preds = %for.body.i1036.i.prol.loopexit, %for.body.i1036.i
  %i.043.i1037.i = phi i64 [ %inc.i1040.i.3, %for.body.i1036.i ], [ %i.043.i1037.i.unr, %for.body.i1036.i.prol.loopexit ]
  %arrayidx.i1038.i = getelementptr inbounds nuw i32, ptr %base.sroa.0.12.i, i64 %i.043.i1037.i
  %78 = load i32, ptr %arrayidx.i1038.i, align 4, !tbaa !3
  %arrayidx9.i1039.i = getelementptr inbounds nuw i32, ptr %call.i1031.i, i64 %i.043.i1037.i
  store i32 %78, ptr %arrayidx9.i1039.i, align 4, !tbaa !3
  %inc.i1040.i = add nuw i64 %i.043.i1037.i, 1
  %arrayidx.i1038.i.1 = getelementptr inbounds nuw i32, ptr %base.sroa.0.12.i, i64 %inc.i1040.i
  %79 = load i32, ptr %arrayidx.i1038.i.1, align 4, !tbaa !3
  %arrayidx9.i1039.i.1 = getelementptr inbounds nuw i32, ptr %call.i1031.i, i64 %inc.i1040.i
  store i32 %79, ptr %arrayidx9.i1039.i.1, align 4, !tbaa !3
  %inc.i1040.i.1 = add nuw i64 %i.043.i1037.i, 2
  %arrayidx.i1038.i.2 = getelementptr inbounds nuw i32, ptr %base.sroa.0.12.i, i64 %inc.i1040.i.1
  %80 = load i32, ptr %arrayidx.i1038.i.2, align 4, !tbaa !3
  %arrayidx9.i1039.i.2 = getelementptr inbounds nuw i32, ptr %call.i1031.i, i64 %inc.i1040.i.1
  store i32 %80, ptr %arrayidx9.i1039.i.2, align 4, !tbaa !3
  %inc.i1040.i.2 = add nuw i64 %i.043.i1037.i, 3
  %arrayidx.i1038.i.3 = getelementptr inbounds nuw i32, ptr %base.sroa.0.12.i, i64 %inc.i1040.i.2
  %81 = load i32, ptr %arrayidx.i1038.i.3, align 4, !tbaa !3
  %arrayidx9.i1039.i.3 = getelementptr inbounds nuw i32, ptr %call.i1031.i, i64 %inc.i1040.i.2
  store i32 %81, ptr %arrayidx9.i1039.i.3, align 4, !tbaa !3
  %inc.i1040.i.3 = add nuw i64 %i.043.i1037.i, 4
  %exitcond.not.i1041.i.3 = icmp eq i64 %inc.i1040.i.2, %base.sroa.18.11880.i
  br i1 %exitcond.not.i1041.i.3, label %if.then12.i1042.i, label %for.body.i1036.i, !llvm.loop !48

if.then12.i1042.i:                                ; preds = %for.body.i1036.i.prol.loopexit, %for.body.i1036.i, %middle.block399, %for.cond.preheader.i1033.i
  %82 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %82(ptr noundef nonnull %base.sroa.0.12.i) #2
  br label %if.end177.i

if.end177.i:                                      ; preds = %if.then12.i1042.i, %lor.lhs.false173.i
  %base.sroa.0.14.i = phi ptr [ %base.sroa.0.12.i, %lor.lhs.false173.i ], [ %call.i1031.i, %if.then12.i1042.i ]
  %base.sroa.37.12.i = phi i64 [ %base.sroa.37.10.i, %lor.lhs.false173.i ], [ %spec.select.i1028.i, %if.then12.i1042.i ]
  %inc21.i1022.i = add i64 %base.sroa.18.11880.i, 2
  %arrayidx22.i1023.i = getelementptr inbounds nuw i32, ptr %base.sroa.0.14.i, i64 %inc21.i.i
  store i32 %cond170.i, ptr %arrayidx22.i1023.i, align 4, !tbaa !3
  %83 = load ptr, ptr %num_operands.i, align 8, !tbaa !49
  %call178.i = call i32 %83(ptr noundef %44) #2
  %cmp1811849.i = icmp sgt i32 %call178.i, 0
  br i1 %cmp1811849.i, label %for.body184.i, label %for.end236.i

for.body184.i:                                    ; preds = %if.end177.i, %for.inc232.i
  %j.01862.i = phi i32 [ %inc233.i, %for.inc232.i ], [ 0, %if.end177.i ]
  %bbs.sroa.19.21861.i = phi i64 [ %bbs.sroa.19.5.i, %for.inc232.i ], [ %bbs.sroa.19.11889.i, %if.end177.i ]
  %bbs.sroa.10.21860.i = phi i64 [ %bbs.sroa.10.5.i, %for.inc232.i ], [ 0, %if.end177.i ]
  %bbs.sroa.0.21859.i = phi ptr [ %bbs.sroa.0.5.i, %for.inc232.i ], [ %bbs.sroa.0.11888.i, %if.end177.i ]
  %use_kind.sroa.14.21858.i = phi i64 [ %use_kind.sroa.14.4.i, %for.inc232.i ], [ %use_kind.sroa.14.11887.i, %if.end177.i ]
  %use_kind.sroa.9.21857.i = phi i64 [ %use_kind.sroa.9.4.i, %for.inc232.i ], [ %use_kind.sroa.9.11886.i, %if.end177.i ]
  %use_kind.sroa.0.21856.i = phi ptr [ %use_kind.sroa.0.4.i, %for.inc232.i ], [ %use_kind.sroa.0.11885.i, %if.end177.i ]
  %use_def.sroa.16.21855.i = phi i64 [ %use_def.sroa.16.4.i, %for.inc232.i ], [ %use_def.sroa.16.11884.i, %if.end177.i ]
  %use_def.sroa.9.21854.i = phi i64 [ %use_def.sroa.9.4.i, %for.inc232.i ], [ %use_def.sroa.9.11883.i, %if.end177.i ]
  %use_def.sroa.0.21853.i = phi ptr [ %use_def.sroa.0.4.i, %for.inc232.i ], [ %use_def.sroa.0.11882.i, %if.end177.i ]
  %base.sroa.37.21852.i = phi i64 [ %base.sroa.37.4.i, %for.inc232.i ], [ %base.sroa.37.12.i, %if.end177.i ]
  %base.sroa.18.21851.i = phi i64 [ %base.sroa.18.4.i, %for.inc232.i ], [ %inc21.i1022.i, %if.end177.i ]
  %base.sroa.0.21850.i = phi ptr [ %base.sroa.0.4.i, %for.inc232.i ], [ %base.sroa.0.14.i, %if.end177.i ]
  %use_def.sroa.0.21853.i370 = ptrtoint ptr %use_def.sroa.0.21853.i to i64
  %use_kind.sroa.0.21856.i353 = ptrtoint ptr %use_kind.sroa.0.21856.i to i64
  %base.sroa.0.21850.i336 = ptrtoint ptr %base.sroa.0.21850.i to i64
  %bbs.sroa.0.21859.i319 = ptrtoint ptr %bbs.sroa.0.21859.i to i64
  %84 = load ptr, ptr %get_operand.i, align 8, !tbaa !50
  %call185.i = call ptr %84(ptr noundef %44, i32 noundef %j.01862.i) #2
  %85 = load ptr, ptr %value_kind.i, align 8, !tbaa !51
  %call186.i = call i32 %85(ptr noundef %call185.i) #2
  %86 = load ptr, ptr %type_kind.i, align 8, !tbaa !38
  %87 = load ptr, ptr %type_of.i, align 8, !tbaa !39
  %call189.i = call ptr %87(ptr noundef %call185.i) #2
  %call190.i = call i32 %86(ptr noundef %call189.i) #2
  %cmp.i1050.i = icmp eq i32 %call186.i, 5
  br i1 %cmp.i1050.i, label %operand_kind.exit.thread.i, label %if.end.i.i

operand_kind.exit.thread.i:                       ; preds = %for.body184.i
  %retval.0.i10521443.i = load i32, ptr %row_variable.i1442.i, align 4, !tbaa !3
  br label %if.else.i

if.end.i.i:                                       ; preds = %for.body184.i
  %cmp1.i.i = icmp eq i32 %call190.i, 12
  br i1 %cmp1.i.i, label %operand_kind.exit.i, label %if.end3.i.i

if.end3.i.i:                                      ; preds = %if.end.i.i
  %88 = add i32 %call186.i, -5
  %or.cond.i1051.i = icmp ult i32 %88, 17
  %89 = add i32 %call186.i, -25
  %90 = icmp ult i32 %89, 3
  %or.cond15.i.i = or i1 %or.cond.i1051.i, %90
  %..i.i = select i1 %or.cond15.i.i, i64 40, i64 44
  br label %operand_kind.exit.i

operand_kind.exit.i:                              ; preds = %if.end3.i.i, %if.end.i.i
  %.sink.i.i = phi i64 [ 36, %if.end.i.i ], [ %..i.i, %if.end3.i.i ]
  %row_variable.i.i = getelementptr inbounds nuw i8, ptr %t, i64 %.sink.i.i
  %retval.0.i1052.i = load i32, ptr %row_variable.i.i, align 4, !tbaa !3
  %cmp192.i = icmp eq i32 %call186.i, 24
  br i1 %cmp192.i, label %cond.true194.i, label %if.else.i

cond.true194.i:                                   ; preds = %operand_kind.exit.i
  %91 = ptrtoint ptr %call185.i to i64
  %shr.i.i1053.i = lshr i64 %91, 33
  %xor.i.i1054.i = xor i64 %shr.i.i1053.i, %91
  %mul.i.i1055.i = mul i64 %xor.i.i1054.i, -49064778989728563
  %shr1.i.i1056.i = lshr i64 %mul.i.i1055.i, 33
  %xor2.i.i1057.i = xor i64 %shr1.i.i1056.i, %mul.i.i1055.i
  %h.015.i.i = and i64 %xor2.i.i1057.i, %sub.i974.i
  %arrayidx16.i.i = getelementptr inbounds nuw ptr, ptr %call.i959.i, i64 %h.015.i.i
  %92 = load ptr, ptr %arrayidx16.i.i, align 8, !tbaa !29
  %tobool.not17.i.i = icmp eq ptr %92, null
  br i1 %tobool.not17.i.i, label %if.else.i, label %while.body.i.i

while.body.i.i:                                   ; preds = %cond.true194.i, %if.end.i1060.i
  %93 = phi ptr [ %94, %if.end.i1060.i ], [ %92, %cond.true194.i ]
  %h.018.i.i = phi i64 [ %h.0.i1062.i, %if.end.i1060.i ], [ %h.015.i.i, %cond.true194.i ]
  %cmp.i1059.i = icmp eq ptr %93, %call185.i
  br i1 %cmp.i1059.i, label %cond.end197.i, label %if.end.i1060.i

if.end.i1060.i:                                   ; preds = %while.body.i.i
  %add.i1061.i = add i64 %h.018.i.i, 1
  %h.0.i1062.i = and i64 %add.i1061.i, %sub.i974.i
  %arrayidx.i1063.i = getelementptr inbounds nuw ptr, ptr %call.i959.i, i64 %h.0.i1062.i
  %94 = load ptr, ptr %arrayidx.i1063.i, align 8, !tbaa !29
  %tobool.not.i1064.i = icmp eq ptr %94, null
  br i1 %tobool.not.i1064.i, label %if.else.i, label %while.body.i.i, !llvm.loop !52

cond.end197.i:                                    ; preds = %while.body.i.i
  %arrayidx3.i.i = getelementptr inbounds nuw i32, ptr %call4.i961.i, i64 %h.018.i.i
  %95 = load i32, ptr %arrayidx3.i.i, align 4, !tbaa !3
  %cmp199.i = icmp sgt i32 %95, -1
  br i1 %cmp199.i, label %if.then201.i, label %if.else.i

if.then201.i:                                     ; preds = %cond.end197.i
  %cmp.i1071.i = icmp eq i64 %use_def.sroa.9.21854.i, %use_def.sroa.16.21855.i
  br i1 %cmp.i1071.i, label %if.then.i1078.i, label %lor.lhs.false204.i

if.then.i1078.i:                                  ; preds = %if.then201.i
  %tobool.not.i1079.i = icmp eq i64 %use_def.sroa.16.21855.i, 0
  %mul.i1080.i = shl i64 %use_def.sroa.16.21855.i, 1
  %spec.select.i1081.i = select i1 %tobool.not.i1079.i, i64 256, i64 %mul.i1080.i
  %96 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %mul4.i1083.i = shl i64 %spec.select.i1081.i, 2
  %call.i1084.i = call ptr %96(i64 noundef %mul4.i1083.i) #2
  %call.i1084.i369 = ptrtoint ptr %call.i1084.i to i64
  %tobool5.not.i1085.i = icmp eq ptr %call.i1084.i, null
  br i1 %tobool5.not.i1085.i, label %done.i, label %for.cond.preheader.i1086.i

for.cond.preheader.i1086.i:                       ; preds = %if.then.i1078.i
  br i1 %tobool.not.i1079.i, label %for.cond.cleanup.i1100.i, label %for.body.i1089.i.preheader

for.body.i1089.i.preheader:                       ; preds = %for.cond.preheader.i1086.i
  %min.iters.check373 = icmp ult i64 %use_def.sroa.16.21855.i, 8
  %97 = sub i64 %call.i1084.i369, %use_def.sroa.0.21853.i370
  %diff.check371 = icmp ult i64 %97, 32
  %or.cond455 = select i1 %min.iters.check373, i1 true, i1 %diff.check371
  br i1 %or.cond455, label %for.body.i1089.i.preheader465, label %vector.ph374

vector.ph374:                                     ; preds = %for.body.i1089.i.preheader
  %n.vec376 = and i64 %use_def.sroa.16.21855.i, -8
  br label %vector.body377

vector.body377:                                   ; preds = %vector.body377, %vector.ph374
  %index378 = phi i64 [ 0, %vector.ph374 ], [ %index.next381, %vector.body377 ]
  %98 = getelementptr inbounds nuw i32, ptr %use_def.sroa.0.21853.i, i64 %index378
  %99 = getelementptr inbounds nuw i8, ptr %98, i64 16
  %wide.load379 = load <4 x i32>, ptr %98, align 4, !tbaa !3
  %wide.load380 = load <4 x i32>, ptr %99, align 4, !tbaa !3
  %100 = getelementptr inbounds nuw i32, ptr %call.i1084.i, i64 %index378
  %101 = getelementptr inbounds nuw i8, ptr %100, i64 16
  store <4 x i32> %wide.load379, ptr %100, align 4, !tbaa !3
  store <4 x i32> %wide.load380, ptr %101, align 4, !tbaa !3
  %index.next381 = add nuw i64 %index378, 8
  %102 = icmp eq i64 %index.next381, %n.vec376
  br i1 %102, label %middle.block382, label %vector.body377, !llvm.loop !53

middle.block382:                                  ; preds = %vector.body377
  %cmp.n383 = icmp eq i64 %use_def.sroa.16.21855.i, %n.vec376
  br i1 %cmp.n383, label %if.then12.i1095.i, label %for.body.i1089.i.preheader465

for.body.i1089.i.preheader465:                    ; preds = %for.body.i1089.i.preheader, %middle.block382
  %i.043.i1090.i.ph = phi i64 [ 0, %for.body.i1089.i.preheader ], [ %n.vec376, %middle.block382 ]
  %xtraiter510 = and i64 %use_def.sroa.16.21855.i, 3
  %lcmp.mod511.not = icmp eq i64 %xtraiter510, 0
  br i1 %lcmp.mod511.not, label %for.body.i1089.i.prol.loopexit, label %for.body.i1089.i.prol

for.body.i1089.i.prol:                            ; preds = %for.body.i1089.i.preheader465, %for.body.i1089.i.prol
  %i.043.i1090.i.prol = phi i64 [ %inc.i1093.i.prol, %for.body.i1089.i.prol ], [ %i.043.i1090.i.ph, %for.body.i1089.i.preheader465 ]
  %prol.iter512 = phi i64 [ %prol.iter512.next, %for.body.i1089.i.prol ], [ 0, %for.body.i1089.i.preheader465 ]
  %arrayidx.i1091.i.prol = getelementptr inbounds nuw i32, ptr %use_def.sroa.0.21853.i, i64 %i.043.i1090.i.prol
  %103 = load i32, ptr %arrayidx.i1091.i.prol, align 4, !tbaa !3
  %arrayidx9.i1092.i.prol = getelementptr inbounds nuw i32, ptr %call.i1084.i, i64 %i.043.i1090.i.prol
  store i32 %103, ptr %arrayidx9.i1092.i.prol, align 4, !tbaa !3
  %inc.i1093.i.prol = add nuw i64 %i.043.i1090.i.prol, 1
  %prol.iter512.next = add i64 %prol.iter512, 1
  %prol.iter512.cmp.not = icmp eq i64 %prol.iter512.next, %xtraiter510
  br i1 %prol.iter512.cmp.not, label %for.body.i1089.i.prol.loopexit, label %for.body.i1089.i.prol, !llvm.loop !54

for.body.i1089.i.prol.loopexit:                   ; preds = %for.body.i1089.i.prol, %for.body.i1089.i.preheader465
  %i.043.i1090.i.unr = phi i64 [ %i.043.i1090.i.ph, %for.body.i1089.i.preheader465 ], [ %inc.i1093.i.prol, %for.body.i1089.i.prol ]
  %104 = sub i64 %i.043.i1090.i.ph, %use_def.sroa.16.21855.i
  %105 = icmp ugt i64 %104, -4
  br i1 %105, label %if.then12.i1095.i, label %for.body.i1089.i

for.cond.cleanup.i1100.i:                         ; preds = %for.cond.preheader.i1086.i
  %tobool11.not.i1101.i = icmp eq ptr %use_def.sroa.0.21853.i, null
  br i1 %tobool11.not.i1101.i, label %lor.lhs.false204.i, label %if.then12.i1095.i

for.body.i1089.i:                                 ; preds = %for.body.i1089.i.prol.loopexit, %for.body.i1089.i
  %i.043.i1090.i = phi i64 [ %inc.i1093.i.3, %for.body.i1089.i ], [ %i.043.i1090.i.unr, %for.body.i1089.i.prol.loopexit ]
  %arrayidx.i1091.i = getelementptr inbounds nuw i32, ptr %use_def.sroa.0.21853.i, i64 %i.043.i1090.i
  %106 = load i32, ptr %arrayidx.i1091.i, align 4, !tbaa !3
  %arrayidx9.i1092.i = getelementptr inbounds nuw i32, ptr %call.i1084.i, i64 %i.043.i1090.i
  store i32 %106, ptr %arrayidx9.i1092.i, align 4, !tbaa !3
  %inc.i1093.i = add nuw i64 %i.043.i1090.i, 1
  %arrayidx.i1091.i.1 = getelementptr inbounds nuw i32, ptr %use_def.sroa.0.21853.i, i64 %inc.i1093.i
  %107 = load i32, ptr %arrayidx.i1091.i.1, align 4, !tbaa !3
  %arrayidx9.i1092.i.1 = getelementptr inbounds nuw i32, ptr %call.i1084.i, i64 %inc.i1093.i
  store i32 %107, ptr %arrayidx9.i1092.i.1, align 4, !tbaa !3
  %inc.i1093.i.1 = add nuw i64 %i.043.i1090.i, 2
  %arrayidx.i1091.i.2 = getelementptr inbounds nuw i32, ptr %use_def.sroa.0.21853.i, i64 %inc.i1093.i.1
  %108 = load i32, ptr %arrayidx.i1091.i.2, align 4, !tbaa !3
  %arrayidx9.i1092.i.2 = getelementptr inbounds nuw i32, ptr %call.i1084.i, i64 %inc.i1093.i.1
  store i32 %108, ptr %arrayidx9.i1092.i.2, align 4, !tbaa !3
  %inc.i1093.i.2 = add nuw i64 %i.043.i1090.i, 3
  %arrayidx.i1091.i.3 = getelementptr inbounds nuw i32, ptr %use_def.sroa.0.21853.i, i64 %inc.i1093.i.2
  %109 = load i32, ptr %arrayidx.i1091.i.3, align 4, !tbaa !3
  %arrayidx9.i1092.i.3 = getelementptr inbounds nuw i32, ptr %call.i1084.i, i64 %inc.i1093.i.2
  store i32 %109, ptr %arrayidx9.i1092.i.3, align 4, !tbaa !3
  %inc.i1093.i.3 = add nuw i64 %i.043.i1090.i, 4
  %exitcond.not.i1094.i.3 = icmp eq i64 %inc.i1093.i.3, %use_def.sroa.16.21855.i
  br i1 %exitcond.not.i1094.i.3, label %if.then12.i1095.i, label %for.body.i1089.i, !llvm.loop !55

if.then12.i1095.i:                                ; preds = %for.body.i1089.i.prol.loopexit, %for.body.i1089.i, %middle.block382, %for.cond.cleanup.i1100.i
  %110 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %110(ptr noundef nonnull %use_def.sroa.0.21853.i) #2
  br label %lor.lhs.false204.i

lor.lhs.false204.i:                               ; preds = %if.then12.i1095.i, %for.cond.cleanup.i1100.i, %if.then201.i
  %use_def.sroa.0.10.i = phi ptr [ %use_def.sroa.0.21853.i, %if.then201.i ], [ %call.i1084.i, %if.then12.i1095.i ], [ %call.i1084.i, %for.cond.cleanup.i1100.i ]
  %use_def.sroa.16.8.i = phi i64 [ %use_def.sroa.16.21855.i, %if.then201.i ], [ %spec.select.i1081.i, %if.then12.i1095.i ], [ 256, %for.cond.cleanup.i1100.i ]
  %inc21.i1075.i = add i64 %use_def.sroa.9.21854.i, 1
  %arrayidx22.i1076.i = getelementptr inbounds nuw i32, ptr %use_def.sroa.0.10.i, i64 %use_def.sroa.9.21854.i
  store i32 %95, ptr %arrayidx22.i1076.i, align 4, !tbaa !3
  %cmp.i1105.i = icmp eq i64 %use_kind.sroa.9.21857.i, %use_kind.sroa.14.21858.i
  br i1 %cmp.i1105.i, label %if.then.i1112.i, label %vec_push.exit1136.i

if.then.i1112.i:                                  ; preds = %lor.lhs.false204.i
  %tobool.not.i1113.i = icmp eq i64 %use_kind.sroa.14.21858.i, 0
  %mul.i1114.i = shl i64 %use_kind.sroa.14.21858.i, 1
  %spec.select.i1115.i = select i1 %tobool.not.i1113.i, i64 256, i64 %mul.i1114.i
  %111 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %mul4.i1117.i = shl i64 %spec.select.i1115.i, 2
  %call.i1118.i = call ptr %111(i64 noundef %mul4.i1117.i) #2
  %call.i1118.i352 = ptrtoint ptr %call.i1118.i to i64
  %tobool5.not.i1119.i = icmp eq ptr %call.i1118.i, null
  br i1 %tobool5.not.i1119.i, label %done.i, label %for.cond.preheader.i1120.i

for.cond.preheader.i1120.i:                       ; preds = %if.then.i1112.i
  br i1 %tobool.not.i1113.i, label %for.cond.cleanup.i1134.i, label %for.body.i1123.i.preheader

for.body.i1123.i.preheader:                       ; preds = %for.cond.preheader.i1120.i
  %min.iters.check356 = icmp ult i64 %use_kind.sroa.14.21858.i, 8
  %112 = sub i64 %call.i1118.i352, %use_kind.sroa.0.21856.i353
  %diff.check354 = icmp ult i64 %112, 32
  %or.cond456 = select i1 %min.iters.check356, i1 true, i1 %diff.check354
  br i1 %or.cond456, label %for.body.i1123.i.preheader464, label %vector.ph357

vector.ph357:                                     ; preds = %for.body.i1123.i.preheader
  %n.vec359 = and i64 %use_kind.sroa.14.21858.i, -8
  br label %vector.body360

vector.body360:                                   ; preds = %vector.body360, %vector.ph357
  %index361 = phi i64 [ 0, %vector.ph357 ], [ %index.next364, %vector.body360 ]
  %113 = getelementptr inbounds nuw i32, ptr %use_kind.sroa.0.21856.i, i64 %index361
  %114 = getelementptr inbounds nuw i8, ptr %113, i64 16
  %wide.load362 = load <4 x i32>, ptr %113, align 4, !tbaa !3
  %wide.load363 = load <4 x i32>, ptr %114, align 4, !tbaa !3
  %115 = getelementptr inbounds nuw i32, ptr %call.i1118.i, i64 %index361
  %116 = getelementptr inbounds nuw i8, ptr %115, i64 16
  store <4 x i32> %wide.load362, ptr %115, align 4, !tbaa !3
  store <4 x i32> %wide.load363, ptr %116, align 4, !tbaa !3
  %index.next364 = add nuw i64 %index361, 8
  %117 = icmp eq i64 %index.next364, %n.vec359
  br i1 %117, label %middle.block365, label %vector.body360, !llvm.loop !56

middle.block365:                                  ; preds = %vector.body360
  %cmp.n366 = icmp eq i64 %use_kind.sroa.14.21858.i, %n.vec359
  br i1 %cmp.n366, label %if.then12.i1129.i, label %for.body.i1123.i.preheader464

for.body.i1123.i.preheader464:                    ; preds = %for.body.i1123.i.preheader, %middle.block365
  %i.043.i1124.i.ph = phi i64 [ 0, %for.body.i1123.i.preheader ], [ %n.vec359, %middle.block365 ]
  %xtraiter513 = and i64 %use_kind.sroa.14.21858.i, 3
  %lcmp.mod514.not = icmp eq i64 %xtraiter513, 0
  br i1 %lcmp.mod514.not, label %for.body.i1123.i.prol.loopexit, label %for.body.i1123.i.prol

for.body.i1123.i.prol:                            ; preds = %for.body.i1123.i.preheader464, %for.body.i1123.i.prol
  %i.043.i1124.i.prol = phi i64 [ %inc.i1127.i.prol, %for.body.i1123.i.prol ], [ %i.043.i1124.i.ph, %for.body.i1123.i.preheader464 ]
  %prol.iter515 = phi i64 [ %prol.iter515.next, %for.body.i1123.i.prol ], [ 0, %for.body.i1123.i.preheader464 ]
  %arrayidx.i1125.i.prol = getelementptr inbounds nuw i32, ptr %use_kind.sroa.0.21856.i, i64 %i.043.i1124.i.prol
  %118 = load i32, ptr %arrayidx.i1125.i.prol, align 4, !tbaa !3
  %arrayidx9.i1126.i.prol = getelementptr inbounds nuw i32, ptr %call.i1118.i, i64 %i.043.i1124.i.prol
  store i32 %118, ptr %arrayidx9.i1126.i.prol, align 4, !tbaa !3
  %inc.i1127.i.prol = add nuw i64 %i.043.i1124.i.prol, 1
  %prol.iter515.next = add i64 %prol.iter515, 1
  %prol.iter515.cmp.not = icmp eq i64 %prol.iter515.next, %xtraiter513
  br i1 %prol.iter515.cmp.not, label %for.body.i1123.i.prol.loopexit, label %for.body.i1123.i.prol, !llvm.loop !57

for.body.i1123.i.prol.loopexit:                   ; preds = %for.body.i1123.i.prol, %for.body.i1123.i.preheader464
  %i.043.i1124.i.unr = phi i64 [ %i.043.i1124.i.ph, %for.body.i1123.i.preheader464 ], [ %inc.i1127.i.prol, %for.body.i1123.i.prol ]
  %119 = sub i64 %i.043.i1124.i.ph, %use_kind.sroa.14.21858.i
  %120 = icmp ugt i64 %119, -4
  br i1 %120, label %if.then12.i1129.i, label %for.body.i1123.i

for.cond.cleanup.i1134.i:                         ; preds = %for.cond.preheader.i1120.i
  %tobool11.not.i1135.i = icmp eq ptr %use_kind.sroa.0.21856.i, null
  br i1 %tobool11.not.i1135.i, label %vec_push.exit1136.i, label %if.then12.i1129.i

for.body.i1123.i:                                 ; preds = %for.body.i1123.i.prol.loopexit, %for.body.i1123.i
  %i.043.i1124.i = phi i64 [ %inc.i1127.i.3, %for.body.i1123.i ], [ %i.043.i1124.i.unr, %for.body.i1123.i.prol.loopexit ]
  %arrayidx.i1125.i = getelementptr inbounds nuw i32, ptr %use_kind.sroa.0.21856.i, i64 %i.043.i1124.i
  %121 = load i32, ptr %arrayidx.i1125.i, align 4, !tbaa !3
  %arrayidx9.i1126.i = getelementptr inbounds nuw i32, ptr %call.i1118.i, i64 %i.043.i1124.i
  store i32 %121, ptr %arrayidx9.i1126.i, align 4, !tbaa !3
  %inc.i1127.i = add nuw i64 %i.043.i1124.i, 1
  %arrayidx.i1125.i.1 = getelementptr inbounds nuw i32, ptr %use_kind.sroa.0.21856.i, i64 %inc.i1127.i
  %122 = load i32, ptr %arrayidx.i1125.i.1, align 4, !tbaa !3
  %arrayidx9.i1126.i.1 = getelementptr inbounds nuw i32, ptr %call.i1118.i, i64 %inc.i1127.i
  store i32 %122, ptr %arrayidx9.i1126.i.1, align 4, !tbaa !3
  %inc.i1127.i.1 = add nuw i64 %i.043.i1124.i, 2
  %arrayidx.i1125.i.2 = getelementptr inbounds nuw i32, ptr %use_kind.sroa.0.21856.i, i64 %inc.i1127.i.1
  %123 = load i32, ptr %arrayidx.i1125.i.2, align 4, !tbaa !3
  %arrayidx9.i1126.i.2 = getelementptr inbounds nuw i32, ptr %call.i1118.i, i64 %inc.i1127.i.1
  store i32 %123, ptr %arrayidx9.i1126.i.2, align 4, !tbaa !3
  %inc.i1127.i.2 = add nuw i64 %i.043.i1124.i, 3
  %arrayidx.i1125.i.3 = getelementptr inbounds nuw i32, ptr %use_kind.sroa.0.21856.i, i64 %inc.i1127.i.2
  %124 = load i32, ptr %arrayidx.i1125.i.3, align 4, !tbaa !3
  %arrayidx9.i1126.i.3 = getelementptr inbounds nuw i32, ptr %call.i1118.i, i64 %inc.i1127.i.2
  store i32 %124, ptr %arrayidx9.i1126.i.3, align 4, !tbaa !3
  %inc.i1127.i.3 = add nuw i64 %i.043.i1124.i, 4
  %exitcond.not.i1128.i.3 = icmp eq i64 %inc.i1127.i.3, %use_kind.sroa.14.21858.i
  br i1 %exitcond.not.i1128.i.3, label %if.then12.i1129.i, label %for.body.i1123.i, !llvm.loop !58

if.then12.i1129.i:                                ; preds = %for.body.i1123.i.prol.loopexit, %for.body.i1123.i, %middle.block365, %for.cond.cleanup.i1134.i
  %125 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %125(ptr noundef nonnull %use_kind.sroa.0.21856.i) #2
  br label %vec_push.exit1136.i

vec_push.exit1136.i:                              ; preds = %if.then12.i1129.i, %for.cond.cleanup.i1134.i, %lor.lhs.false204.i
  %use_kind.sroa.0.10.i = phi ptr [ %use_kind.sroa.0.21856.i, %lor.lhs.false204.i ], [ %call.i1118.i, %if.then12.i1129.i ], [ %call.i1118.i, %for.cond.cleanup.i1134.i ]
  %use_kind.sroa.14.8.i = phi i64 [ %use_kind.sroa.14.21858.i, %lor.lhs.false204.i ], [ %spec.select.i1115.i, %if.then12.i1129.i ], [ 256, %for.cond.cleanup.i1134.i ]
  %inc21.i1109.i = add i64 %use_kind.sroa.9.21857.i, 1
  %arrayidx22.i1110.i = getelementptr inbounds nuw i32, ptr %use_kind.sroa.0.10.i, i64 %use_kind.sroa.9.21857.i
  store i32 %retval.0.i1052.i, ptr %arrayidx22.i1110.i, align 4, !tbaa !3
  br label %for.inc232.i

if.else.i:                                        ; preds = %if.end.i1060.i, %cond.end197.i, %cond.true194.i, %operand_kind.exit.i, %operand_kind.exit.thread.i
  %retval.0.i105214451449.i = phi i32 [ %retval.0.i1052.i, %cond.end197.i ], [ %retval.0.i10521443.i, %operand_kind.exit.thread.i ], [ %retval.0.i1052.i, %cond.true194.i ], [ %retval.0.i1052.i, %operand_kind.exit.i ], [ %retval.0.i1052.i, %if.end.i1060.i ]
  %cmp.i1139.i = icmp eq i64 %base.sroa.18.21851.i, %base.sroa.37.21852.i
  br i1 %cmp.i1139.i, label %if.then.i1146.i, label %if.end212.i

if.then.i1146.i:                                  ; preds = %if.else.i
  %tobool.not.i1147.i = icmp eq i64 %base.sroa.37.21852.i, 0
  %mul.i1148.i = shl i64 %base.sroa.37.21852.i, 1
  %spec.select.i1149.i = select i1 %tobool.not.i1147.i, i64 256, i64 %mul.i1148.i
  %126 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %mul4.i1151.i = shl i64 %spec.select.i1149.i, 2
  %call.i1152.i = call ptr %126(i64 noundef %mul4.i1151.i) #2
  %call.i1152.i335 = ptrtoint ptr %call.i1152.i to i64
  %tobool5.not.i1153.i = icmp eq ptr %call.i1152.i, null
  br i1 %tobool5.not.i1153.i, label %done.i, label %for.cond.preheader.i1154.i

for.cond.preheader.i1154.i:                       ; preds = %if.then.i1146.i
  br i1 %tobool.not.i1147.i, label %for.cond.cleanup.i1168.i, label %for.body.i1157.i.preheader

for.body.i1157.i.preheader:                       ; preds = %for.cond.preheader.i1154.i
  %min.iters.check339 = icmp ult i64 %base.sroa.37.21852.i, 8
  %127 = sub i64 %call.i1152.i335, %base.sroa.0.21850.i336
  %diff.check337 = icmp ult i64 %127, 32
  %or.cond457 = select i1 %min.iters.check339, i1 true, i1 %diff.check337
  br i1 %or.cond457, label %for.body.i1157.i.preheader463, label %vector.ph340

vector.ph340:                                     ; preds = %for.body.i1157.i.preheader
  %n.vec342 = and i64 %base.sroa.37.21852.i, -8
  br label %vector.body343

vector.body343:                                   ; preds = %vector.body343, %vector.ph340
  %index344 = phi i64 [ 0, %vector.ph340 ], [ %index.next347, %vector.body343 ]
  %128 = getelementptr inbounds nuw i32, ptr %base.sroa.0.21850.i, i64 %index344
  %129 = getelementptr inbounds nuw i8, ptr %128, i64 16
  %wide.load345 = load <4 x i32>, ptr %128, align 4, !tbaa !3
  %wide.load346 = load <4 x i32>, ptr %129, align 4, !tbaa !3
  %130 = getelementptr inbounds nuw i32, ptr %call.i1152.i, i64 %index344
  %131 = getelementptr inbounds nuw i8, ptr %130, i64 16
  store <4 x i32> %wide.load345, ptr %130, align 4, !tbaa !3
  store <4 x i32> %wide.load346, ptr %131, align 4, !tbaa !3
  %index.next347 = add nuw i64 %index344, 8
  %132 = icmp eq i64 %index.next347, %n.vec342
  br i1 %132, label %middle.block348, label %vector.body343, !llvm.loop !59

middle.block348:                                  ; preds = %vector.body343
  %cmp.n349 = icmp eq i64 %base.sroa.37.21852.i, %n.vec342
  br i1 %cmp.n349, label %if.then12.i1163.i, label %for.body.i1157.i.preheader463

for.body.i1157.i.preheader463:                    ; preds = %for.body.i1157.i.preheader, %middle.block348
  %i.043.i1158.i.ph = phi i64 [ 0, %for.body.i1157.i.preheader ], [ %n.vec342, %middle.block348 ]
  %xtraiter516 = and i64 %base.sroa.37.21852.i, 3
  %lcmp.mod517.not = icmp eq i64 %xtraiter516, 0
  br i1 %lcmp.mod517.not, label %for.body.i1157.i.prol.loopexit, label %for.body.i1157.i.prol

for.body.i1157.i.prol:                            ; preds = %for.body.i1157.i.preheader463, %for.body.i1157.i.prol
  %i.043.i1158.i.prol = phi i64 [ %inc.i1161.i.prol, %for.body.i1157.i.prol ], [ %i.043.i1158.i.ph, %for.body.i1157.i.preheader463 ]
  %prol.iter518 = phi i64 [ %prol.iter518.next, %for.body.i1157.i.prol ], [ 0, %for.body.i1157.i.preheader463 ]
  %arrayidx.i1159.i.prol = getelementptr inbounds nuw i32, ptr %base.sroa.0.21850.i, i64 %i.043.i1158.i.prol
  %133 = load i32, ptr %arrayidx.i1159.i.prol, align 4, !tbaa !3
  %arrayidx9.i1160.i.prol = getelementptr inbounds nuw i32, ptr %call.i1152.i, i64 %i.043.i1158.i.prol
  store i32 %133, ptr %arrayidx9.i1160.i.prol, align 4, !tbaa !3
  %inc.i1161.i.prol = add nuw i64 %i.043.i1158.i.prol, 1
  %prol.iter518.next = add i64 %prol.iter518, 1
  %prol.iter518.cmp.not = icmp eq i64 %prol.iter518.next, %xtraiter516
  br i1 %prol.iter518.cmp.not, label %for.body.i1157.i.prol.loopexit, label %for.body.i1157.i.prol, !llvm.loop !60

for.body.i1157.i.prol.loopexit:                   ; preds = %for.body.i1157.i.prol, %for.body.i1157.i.preheader463
  %i.043.i1158.i.unr = phi i64 [ %i.043.i1158.i.ph, %for.body.i1157.i.preheader463 ], [ %inc.i1161.i.prol, %for.body.i1157.i.prol ]
  %134 = sub i64 %i.043.i1158.i.ph, %base.sroa.37.21852.i
  %135 = icmp ugt i64 %134, -4
  br i1 %135, label %if.then12.i1163.i, label %for.body.i1157.i

for.cond.cleanup.i1168.i:                         ; preds = %for.cond.preheader.i1154.i
  %tobool11.not.i1169.i = icmp eq ptr %base.sroa.0.21850.i, null
  br i1 %tobool11.not.i1169.i, label %if.end212.i, label %if.then12.i1163.i

for.body.i1157.i:                                 ; preds = %for.body.i1157.i.prol.loopexit, %for.body.i1157.i
  %i.043.i1158.i = phi i64 [ %inc.i1161.i.3, %for.body.i1157.i ], [ %i.043.i1158.i.unr, %for.body.i1157.i.prol.loopexit ]
  %arrayidx.i1159.i = getelementptr inbounds nuw i32, ptr %base.sroa.0.21850.i, i64 %i.043.i1158.i
  %136 = load i32, ptr %arrayidx.i1159.i, align 4, !tbaa !3
  %arrayidx9.i1160.i = getelementptr inbounds nuw i32, ptr %call.i1152.i, i64 %i.043.i1158.i
  store i32 %136, ptr %arrayidx9.i1160.i, align 4, !tbaa !3
  %inc.i1161.i = add nuw i64 %i.043.i1158.i, 1
  %arrayidx.i1159.i.1 = getelementptr inbounds nuw i32, ptr %base.sroa.0.21850.i, i64 %inc.i1161.i
  %137 = load i32, ptr %arrayidx.i1159.i.1, align 4, !tbaa !3
  %arrayidx9.i1160.i.1 = getelementptr inbounds nuw i32, ptr %call.i1152.i, i64 %inc.i1161.i
  store i32 %137, ptr %arrayidx9.i1160.i.1, align 4, !tbaa !3
  %inc.i1161.i.1 = add nuw i64 %i.043.i1158.i, 2
  %arrayidx.i1159.i.2 = getelementptr inbounds nuw i32, ptr %base.sroa.0.21850.i, i64 %inc.i1161.i.1
  %138 = load i32, ptr %arrayidx.i1159.i.2, align 4, !tbaa !3
  %arrayidx9.i1160.i.2 = getelementptr inbounds nuw i32, ptr %call.i1152.i, i64 %inc.i1161.i.1
  store i32 %138, ptr %arrayidx9.i1160.i.2, align 4, !tbaa !3
  %inc.i1161.i.2 = add nuw i64 %i.043.i1158.i, 3
  %arrayidx.i1159.i.3 = getelementptr inbounds nuw i32, ptr %base.sroa.0.21850.i, i64 %inc.i1161.i.2
  %139 = load i32, ptr %arrayidx.i1159.i.3, align 4, !tbaa !3
  %arrayidx9.i1160.i.3 = getelementptr inbounds nuw i32, ptr %call.i1152.i, i64 %inc.i1161.i.2
  store i32 %139, ptr %arrayidx9.i1160.i.3, align 4, !tbaa !3
  %inc.i1161.i.3 = add nuw i64 %i.043.i1158.i, 4
  %exitcond.not.i1162.i.3 = icmp eq i64 %inc.i1161.i.3, %base.sroa.37.21852.i
  br i1 %exitcond.not.i1162.i.3, label %if.then12.i1163.i, label %for.body.i1157.i, !llvm.loop !61

if.then12.i1163.i:                                ; preds = %for.body.i1157.i.prol.loopexit, %for.body.i1157.i, %middle.block348, %for.cond.cleanup.i1168.i
  %140 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %140(ptr noundef nonnull %base.sroa.0.21850.i) #2
  br label %if.end212.i

if.end212.i:                                      ; preds = %if.then12.i1163.i, %for.cond.cleanup.i1168.i, %if.else.i
  %base.sroa.0.16.i = phi ptr [ %base.sroa.0.21850.i, %if.else.i ], [ %call.i1152.i, %if.then12.i1163.i ], [ %call.i1152.i, %for.cond.cleanup.i1168.i ]
  %base.sroa.37.14.i = phi i64 [ %base.sroa.37.21852.i, %if.else.i ], [ %spec.select.i1149.i, %if.then12.i1163.i ], [ 256, %for.cond.cleanup.i1168.i ]
  %inc21.i1143.i = add i64 %base.sroa.18.21851.i, 1
  %arrayidx22.i1144.i = getelementptr inbounds nuw i32, ptr %base.sroa.0.16.i, i64 %base.sroa.18.21851.i
  store i32 %retval.0.i105214451449.i, ptr %arrayidx22.i1144.i, align 4, !tbaa !3
  %cmp213.i = icmp eq i32 %call186.i, 1
  br i1 %cmp213.i, label %if.then215.i, label %for.inc232.i

if.then215.i:                                     ; preds = %if.end212.i
  %141 = load ptr, ptr %value_as_bb.i, align 8, !tbaa !62
  %call216.i = call ptr %141(ptr noundef %call185.i) #2
  %142 = ptrtoint ptr %call216.i to i64
  %shr.i.i1171.i = lshr i64 %142, 33
  %xor.i.i1172.i = xor i64 %shr.i.i1171.i, %142
  %mul.i.i1173.i = mul i64 %xor.i.i1172.i, -49064778989728563
  %shr1.i.i1174.i = lshr i64 %mul.i.i1173.i, 33
  %xor2.i.i1175.i = xor i64 %shr1.i.i1174.i, %mul.i.i1173.i
  %h.015.i1177.i = and i64 %xor2.i.i1175.i, %sub.i.i
  %arrayidx16.i1178.i = getelementptr inbounds nuw ptr, ptr %call.i.i, i64 %h.015.i1177.i
  %143 = load ptr, ptr %arrayidx16.i1178.i, align 8, !tbaa !29
  %tobool.not17.i1179.i = icmp eq ptr %143, null
  br i1 %tobool.not17.i1179.i, label %done.i, label %while.body.i1180.i

while.body.i1180.i:                               ; preds = %if.then215.i, %if.end.i1183.i
  %144 = phi ptr [ %145, %if.end.i1183.i ], [ %143, %if.then215.i ]
  %h.018.i1181.i = phi i64 [ %h.0.i1185.i, %if.end.i1183.i ], [ %h.015.i1177.i, %if.then215.i ]
  %cmp.i1182.i = icmp eq ptr %144, %call216.i
  br i1 %cmp.i1182.i, label %map_get.exit1193.i, label %if.end.i1183.i

if.end.i1183.i:                                   ; preds = %while.body.i1180.i
  %add.i1184.i = add i64 %h.018.i1181.i, 1
  %h.0.i1185.i = and i64 %add.i1184.i, %sub.i.i
  %arrayidx.i1186.i = getelementptr inbounds nuw ptr, ptr %call.i.i, i64 %h.0.i1185.i
  %145 = load ptr, ptr %arrayidx.i1186.i, align 8, !tbaa !29
  %tobool.not.i1187.i = icmp eq ptr %145, null
  br i1 %tobool.not.i1187.i, label %done.i, label %while.body.i1180.i, !llvm.loop !52

map_get.exit1193.i:                               ; preds = %while.body.i1180.i
  %arrayidx3.i1192.i = getelementptr inbounds nuw i32, ptr %call4.i.i, i64 %h.018.i1181.i
  %146 = load i32, ptr %arrayidx3.i1192.i, align 4, !tbaa !3
  %cmp218.i = icmp slt i32 %146, 0
  br i1 %cmp218.i, label %done.i, label %if.end221.i

if.end221.i:                                      ; preds = %map_get.exit1193.i
  %cmp.i1196.i = icmp eq i64 %bbs.sroa.10.21860.i, %bbs.sroa.19.21861.i
  br i1 %cmp.i1196.i, label %if.then.i1203.i, label %cleanup.thread1473.i

if.then.i1203.i:                                  ; preds = %if.end221.i
  %tobool.not.i1204.i = icmp eq i64 %bbs.sroa.19.21861.i, 0
  %mul.i1205.i = shl i64 %bbs.sroa.19.21861.i, 1
  %spec.select.i1206.i = select i1 %tobool.not.i1204.i, i64 256, i64 %mul.i1205.i
  %147 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %mul4.i1208.i = shl i64 %spec.select.i1206.i, 2
  %call.i1209.i = call ptr %147(i64 noundef %mul4.i1208.i) #2
  %call.i1209.i318 = ptrtoint ptr %call.i1209.i to i64
  %tobool5.not.i1210.i = icmp eq ptr %call.i1209.i, null
  br i1 %tobool5.not.i1210.i, label %done.i, label %for.cond.preheader.i1211.i

for.cond.preheader.i1211.i:                       ; preds = %if.then.i1203.i
  br i1 %tobool.not.i1204.i, label %for.cond.cleanup.i1225.i, label %for.body.i1214.i.preheader

for.body.i1214.i.preheader:                       ; preds = %for.cond.preheader.i1211.i
  %min.iters.check322 = icmp ult i64 %bbs.sroa.19.21861.i, 8
  %148 = sub i64 %call.i1209.i318, %bbs.sroa.0.21859.i319
  %diff.check320 = icmp ult i64 %148, 32
  %or.cond458 = select i1 %min.iters.check322, i1 true, i1 %diff.check320
  br i1 %or.cond458, label %for.body.i1214.i.preheader462, label %vector.ph323

vector.ph323:                                     ; preds = %for.body.i1214.i.preheader
  %n.vec325 = and i64 %bbs.sroa.19.21861.i, -8
  br label %vector.body326

vector.body326:                                   ; preds = %vector.body326, %vector.ph323
  %index327 = phi i64 [ 0, %vector.ph323 ], [ %index.next330, %vector.body326 ]
  %149 = getelementptr inbounds nuw i32, ptr %bbs.sroa.0.21859.i, i64 %index327
  %150 = getelementptr inbounds nuw i8, ptr %149, i64 16
  %wide.load328 = load <4 x i32>, ptr %149, align 4, !tbaa !3
  %wide.load329 = load <4 x i32>, ptr %150, align 4, !tbaa !3
  %151 = getelementptr inbounds nuw i32, ptr %call.i1209.i, i64 %index327
  %152 = getelementptr inbounds nuw i8, ptr %151, i64 16
  store <4 x i32> %wide.load328, ptr %151, align 4, !tbaa !3
  store <4 x i32> %wide.load329, ptr %152, align 4, !tbaa !3
  %index.next330 = add nuw i64 %index327, 8
  %153 = icmp eq i64 %index.next330, %n.vec325
  br i1 %153, label %middle.block331, label %vector.body326, !llvm.loop !63

middle.block331:                                  ; preds = %vector.body326
  %cmp.n332 = icmp eq i64 %bbs.sroa.19.21861.i, %n.vec325
  br i1 %cmp.n332, label %if.then12.i1220.i, label %for.body.i1214.i.preheader462

for.body.i1214.i.preheader462:                    ; preds = %for.body.i1214.i.preheader, %middle.block331
  %i.043.i1215.i.ph = phi i64 [ 0, %for.body.i1214.i.preheader ], [ %n.vec325, %middle.block331 ]
  %xtraiter519 = and i64 %bbs.sroa.19.21861.i, 3
  %lcmp.mod520.not = icmp eq i64 %xtraiter519, 0
  br i1 %lcmp.mod520.not, label %for.body.i1214.i.prol.loopexit, label %for.body.i1214.i.prol

for.body.i1214.i.prol:                            ; preds = %for.body.i1214.i.preheader462, %for.body.i1214.i.prol
  %i.043.i1215.i.prol = phi i64 [ %inc.i1218.i.prol, %for.body.i1214.i.prol ], [ %i.043.i1215.i.ph, %for.body.i1214.i.preheader462 ]
  %prol.iter521 = phi i64 [ %prol.iter521.next, %for.body.i1214.i.prol ], [ 0, %for.body.i1214.i.preheader462 ]
  %arrayidx.i1216.i.prol = getelementptr inbounds nuw i32, ptr %bbs.sroa.0.21859.i, i64 %i.043.i1215.i.prol
  %154 = load i32, ptr %arrayidx.i1216.i.prol, align 4, !tbaa !3
  %arrayidx9.i1217.i.prol = getelementptr inbounds nuw i32, ptr %call.i1209.i, i64 %i.043.i1215.i.prol
  store i32 %154, ptr %arrayidx9.i1217.i.prol, align 4, !tbaa !3
  %inc.i1218.i.prol = add nuw i64 %i.043.i1215.i.prol, 1
  %prol.iter521.next = add i64 %prol.iter521, 1
  %prol.iter521.cmp.not = icmp eq i64 %prol.iter521.next, %xtraiter519
  br i1 %prol.iter521.cmp.not, label %for.body.i1214.i.prol.loopexit, label %for.body.i1214.i.prol, !llvm.loop !64

for.body.i1214.i.prol.loopexit:                   ; preds = %for.body.i1214.i.prol, %for.body.i1214.i.preheader462
  %i.043.i1215.i.unr = phi i64 [ %i.043.i1215.i.ph, %for.body.i1214.i.preheader462 ], [ %inc.i1218.i.prol, %for.body.i1214.i.prol ]
  %155 = sub i64 %i.043.i1215.i.ph, %bbs.sroa.19.21861.i
  %156 = icmp ugt i64 %155, -4
  br i1 %156, label %if.then12.i1220.i, label %for.body.i1214.i

for.cond.cleanup.i1225.i:                         ; preds = %for.cond.preheader.i1211.i
  %tobool11.not.i1226.i = icmp eq ptr %bbs.sroa.0.21859.i, null
  br i1 %tobool11.not.i1226.i, label %cleanup.thread1473.i, label %if.then12.i1220.i

for.body.i1214.i:                                 ; preds = %for.body.i1214.i.prol.loopexit, %for.body.i1214.i
  %i.043.i1215.i = phi i64 [ %inc.i1218.i.3, %for.body.i1214.i ], [ %i.043.i1215.i.unr, %for.body.i1214.i.prol.loopexit ]
  %arrayidx.i1216.i = getelementptr inbounds nuw i32, ptr %bbs.sroa.0.21859.i, i64 %i.043.i1215.i
  %157 = load i32, ptr %arrayidx.i1216.i, align 4, !tbaa !3
  %arrayidx9.i1217.i = getelementptr inbounds nuw i32, ptr %call.i1209.i, i64 %i.043.i1215.i
  store i32 %157, ptr %arrayidx9.i1217.i, align 4, !tbaa !3
  %inc.i1218.i = add nuw i64 %i.043.i1215.i, 1
  %arrayidx.i1216.i.1 = getelementptr inbounds nuw i32, ptr %bbs.sroa.0.21859.i, i64 %inc.i1218.i
  %158 = load i32, ptr %arrayidx.i1216.i.1, align 4, !tbaa !3
  %arrayidx9.i1217.i.1 = getelementptr inbounds nuw i32, ptr %call.i1209.i, i64 %inc.i1218.i
  store i32 %158, ptr %arrayidx9.i1217.i.1, align 4, !tbaa !3
  %inc.i1218.i.1 = add nuw i64 %i.043.i1215.i, 2
  %arrayidx.i1216.i.2 = getelementptr inbounds nuw i32, ptr %bbs.sroa.0.21859.i, i64 %inc.i1218.i.1
  %159 = load i32, ptr %arrayidx.i1216.i.2, align 4, !tbaa !3
  %arrayidx9.i1217.i.2 = getelementptr inbounds nuw i32, ptr %call.i1209.i, i64 %inc.i1218.i.1
  store i32 %159, ptr %arrayidx9.i1217.i.2, align 4, !tbaa !3
  %inc.i1218.i.2 = add nuw i64 %i.043.i1215.i, 3
  %arrayidx.i1216.i.3 = getelementptr inbounds nuw i32, ptr %bbs.sroa.0.21859.i, i64 %inc.i1218.i.2
  %160 = load i32, ptr %arrayidx.i1216.i.3, align 4, !tbaa !3
  %arrayidx9.i1217.i.3 = getelementptr inbounds nuw i32, ptr %call.i1209.i, i64 %inc.i1218.i.2
  store i32 %160, ptr %arrayidx9.i1217.i.3, align 4, !tbaa !3
  %inc.i1218.i.3 = add nuw i64 %i.043.i1215.i, 4
  %exitcond.not.i1219.i.3 = icmp eq i64 %inc.i1218.i.3, %bbs.sroa.19.21861.i
  br i1 %exitcond.not.i1219.i.3, label %if.then12.i1220.i, label %for.body.i1214.i, !llvm.loop !65

if.then12.i1220.i:                                ; preds = %for.body.i1214.i.prol.loopexit, %for.body.i1214.i, %middle.block331, %for.cond.cleanup.i1225.i
  %161 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %161(ptr noundef nonnull %bbs.sroa.0.21859.i) #2
  br label %cleanup.thread1473.i

cleanup.thread1473.i:                             ; preds = %if.then12.i1220.i, %for.cond.cleanup.i1225.i, %if.end221.i
  %bbs.sroa.0.11.i = phi ptr [ %bbs.sroa.0.21859.i, %if.end221.i ], [ %call.i1209.i, %if.then12.i1220.i ], [ %call.i1209.i, %for.cond.cleanup.i1225.i ]
  %bbs.sroa.19.9.i = phi i64 [ %bbs.sroa.19.21861.i, %if.end221.i ], [ %spec.select.i1206.i, %if.then12.i1220.i ], [ 256, %for.cond.cleanup.i1225.i ]
  %inc21.i1200.i = add i64 %bbs.sroa.10.21860.i, 1
  %arrayidx22.i1201.i = getelementptr inbounds nuw i32, ptr %bbs.sroa.0.11.i, i64 %bbs.sroa.10.21860.i
  store i32 %146, ptr %arrayidx22.i1201.i, align 4, !tbaa !3
  br label %for.inc232.i

for.inc232.i:                                     ; preds = %cleanup.thread1473.i, %if.end212.i, %vec_push.exit1136.i
  %base.sroa.0.4.i = phi ptr [ %base.sroa.0.16.i, %if.end212.i ], [ %base.sroa.0.21850.i, %vec_push.exit1136.i ], [ %base.sroa.0.16.i, %cleanup.thread1473.i ]
  %base.sroa.18.4.i = phi i64 [ %inc21.i1143.i, %if.end212.i ], [ %base.sroa.18.21851.i, %vec_push.exit1136.i ], [ %inc21.i1143.i, %cleanup.thread1473.i ]
  %base.sroa.37.4.i = phi i64 [ %base.sroa.37.14.i, %if.end212.i ], [ %base.sroa.37.21852.i, %vec_push.exit1136.i ], [ %base.sroa.37.14.i, %cleanup.thread1473.i ]
  %use_def.sroa.0.4.i = phi ptr [ %use_def.sroa.0.21853.i, %if.end212.i ], [ %use_def.sroa.0.10.i, %vec_push.exit1136.i ], [ %use_def.sroa.0.21853.i, %cleanup.thread1473.i ]
  %use_def.sroa.9.4.i = phi i64 [ %use_def.sroa.9.21854.i, %if.end212.i ], [ %inc21.i1075.i, %vec_push.exit1136.i ], [ %use_def.sroa.9.21854.i, %cleanup.thread1473.i ]
  %use_def.sroa.16.4.i = phi i64 [ %use_def.sroa.16.21855.i, %if.end212.i ], [ %use_def.sroa.16.8.i, %vec_push.exit1136.i ], [ %use_def.sroa.16.21855.i, %cleanup.thread1473.i ]
  %use_kind.sroa.0.4.i = phi ptr [ %use_kind.sroa.0.21856.i, %if.end212.i ], [ %use_kind.sroa.0.10.i, %vec_push.exit1136.i ], [ %use_kind.sroa.0.21856.i, %cleanup.thread1473.i ]
  %use_kind.sroa.9.4.i = phi i64 [ %use_kind.sroa.9.21857.i, %if.end212.i ], [ %inc21.i1109.i, %vec_push.exit1136.i ], [ %use_kind.sroa.9.21857.i, %cleanup.thread1473.i ]
  %use_kind.sroa.14.4.i = phi i64 [ %use_kind.sroa.14.21858.i, %if.end212.i ], [ %use_kind.sroa.14.8.i, %vec_push.exit1136.i ], [ %use_kind.sroa.14.21858.i, %cleanup.thread1473.i ]
  %bbs.sroa.0.5.i = phi ptr [ %bbs.sroa.0.21859.i, %if.end212.i ], [ %bbs.sroa.0.21859.i, %vec_push.exit1136.i ], [ %bbs.sroa.0.11.i, %cleanup.thread1473.i ]
  %bbs.sroa.10.5.i = phi i64 [ %bbs.sroa.10.21860.i, %if.end212.i ], [ %bbs.sroa.10.21860.i, %vec_push.exit1136.i ], [ %inc21.i1200.i, %cleanup.thread1473.i ]
  %bbs.sroa.19.5.i = phi i64 [ %bbs.sroa.19.21861.i, %if.end212.i ], [ %bbs.sroa.19.21861.i, %vec_push.exit1136.i ], [ %bbs.sroa.19.9.i, %cleanup.thread1473.i ]
  %inc233.i = add nuw nsw i32 %j.01862.i, 1
  %exitcond2018.not.i = icmp eq i32 %inc233.i, %call178.i
  br i1 %exitcond2018.not.i, label %for.end236.i, label %for.body184.i, !llvm.loop !66

for.end236.i:                                     ; preds = %for.inc232.i, %if.end177.i
  %base.sroa.0.2.lcssa.i = phi ptr [ %base.sroa.0.14.i, %if.end177.i ], [ %base.sroa.0.4.i, %for.inc232.i ]
  %base.sroa.18.2.lcssa.i = phi i64 [ %inc21.i1022.i, %if.end177.i ], [ %base.sroa.18.4.i, %for.inc232.i ]
  %base.sroa.37.2.lcssa.i = phi i64 [ %base.sroa.37.12.i, %if.end177.i ], [ %base.sroa.37.4.i, %for.inc232.i ]
  %use_def.sroa.0.2.lcssa.i = phi ptr [ %use_def.sroa.0.11882.i, %if.end177.i ], [ %use_def.sroa.0.4.i, %for.inc232.i ]
  %use_def.sroa.9.2.lcssa.i = phi i64 [ %use_def.sroa.9.11883.i, %if.end177.i ], [ %use_def.sroa.9.4.i, %for.inc232.i ]
  %use_def.sroa.16.2.lcssa.i = phi i64 [ %use_def.sroa.16.11884.i, %if.end177.i ], [ %use_def.sroa.16.4.i, %for.inc232.i ]
  %use_kind.sroa.0.2.lcssa.i = phi ptr [ %use_kind.sroa.0.11885.i, %if.end177.i ], [ %use_kind.sroa.0.4.i, %for.inc232.i ]
  %use_kind.sroa.9.2.lcssa.i = phi i64 [ %use_kind.sroa.9.11886.i, %if.end177.i ], [ %use_kind.sroa.9.4.i, %for.inc232.i ]
  %use_kind.sroa.14.2.lcssa.i = phi i64 [ %use_kind.sroa.14.11887.i, %if.end177.i ], [ %use_kind.sroa.14.4.i, %for.inc232.i ]
  %bbs.sroa.0.2.lcssa.i = phi ptr [ %bbs.sroa.0.11888.i, %if.end177.i ], [ %bbs.sroa.0.5.i, %for.inc232.i ]
  %bbs.sroa.10.2.lcssa.i = phi i64 [ 0, %if.end177.i ], [ %bbs.sroa.10.5.i, %for.inc232.i ]
  %bbs.sroa.19.2.lcssa.i = phi i64 [ %bbs.sroa.19.11889.i, %if.end177.i ], [ %bbs.sroa.19.5.i, %for.inc232.i ]
  %vk.0.lcssa.i = phi i1 [ false, %if.end177.i ], [ %cmp.i1050.i, %for.inc232.i ]
  %o.0.lcssa.i = phi ptr [ null, %if.end177.i ], [ %call185.i, %for.inc232.i ]
  %base.sroa.0.2.lcssa.i302 = ptrtoint ptr %base.sroa.0.2.lcssa.i to i64
  %162 = and i32 %call139.i, 126
  %or.cond655.i = icmp eq i32 %162, 42
  br i1 %or.cond655.i, label %if.then242.i, label %if.end282.i

if.then242.i:                                     ; preds = %for.end236.i
  %cmp237.i = icmp eq i32 %call139.i, 42
  br i1 %cmp237.i, label %cond.end249.i, label %cond.end249.thread.i

cond.end249.i:                                    ; preds = %if.then242.i
  %163 = load ptr, ptr %icmp_pred.i, align 8, !tbaa !67
  %call246.i = call i32 %163(ptr noundef %44) #2
  %sub.i = add nsw i32 %call246.i, -32
  %or.cond656.i = icmp ult i32 %sub.i, 16
  br i1 %or.cond656.i, label %cond.end268.i, label %done.sink.split.i

cond.end249.thread.i:                             ; preds = %if.then242.i
  %164 = load ptr, ptr %fcmp_pred.i, align 8, !tbaa !68
  %call248.i = call i32 %164(ptr noundef %44) #2
  %or.cond6561524.i = icmp ult i32 %call248.i, 16
  br i1 %or.cond6561524.i, label %cond.end268.i, label %done.sink.split.i

cond.end268.i:                                    ; preds = %cond.end249.thread.i, %cond.end249.i
  %sub.sink.i = phi i32 [ %sub.i, %cond.end249.i ], [ %call248.i, %cond.end249.thread.i ]
  %.sink.in.i = phi ptr [ %icmp_row.i, %cond.end249.i ], [ %fcmp_row.i, %cond.end249.thread.i ]
  %.sink.i = load ptr, ptr %.sink.in.i, align 8, !tbaa !69
  %idxprom260.i = zext nneg i32 %sub.sink.i to i64
  %arrayidx261.i = getelementptr inbounds nuw i32, ptr %.sink.i, i64 %idxprom260.i
  %cond269.i = load i32, ptr %arrayidx261.i, align 4, !tbaa !3
  %cmp270.i = icmp slt i32 %cond269.i, 0
  br i1 %cmp270.i, label %done.sink.split.i, label %if.end273.i

if.end273.i:                                      ; preds = %cond.end268.i
  %cmp.i1230.i = icmp eq i64 %base.sroa.18.2.lcssa.i, %base.sroa.37.2.lcssa.i
  br i1 %cmp.i1230.i, label %if.then.i1237.i, label %if.end282.thread.i

if.then.i1237.i:                                  ; preds = %if.end273.i
  %tobool.not.i1238.i = icmp eq i64 %base.sroa.18.2.lcssa.i, 0
  %mul.i1239.i = shl i64 %base.sroa.18.2.lcssa.i, 1
  %spec.select.i1240.i = select i1 %tobool.not.i1238.i, i64 256, i64 %mul.i1239.i
  %165 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %mul4.i1242.i = shl i64 %spec.select.i1240.i, 2
  %call.i1243.i = call ptr %165(i64 noundef %mul4.i1242.i) #2
  %call.i1243.i301 = ptrtoint ptr %call.i1243.i to i64
  %tobool5.not.i1244.i = icmp eq ptr %call.i1243.i, null
  br i1 %tobool5.not.i1244.i, label %done.i, label %for.cond.preheader.i1245.i

for.cond.preheader.i1245.i:                       ; preds = %if.then.i1237.i
  br i1 %tobool.not.i1238.i, label %for.cond.cleanup.i1259.i, label %for.body.i1248.i.preheader

for.body.i1248.i.preheader:                       ; preds = %for.cond.preheader.i1245.i
  %min.iters.check305 = icmp ult i64 %base.sroa.18.2.lcssa.i, 8
  %166 = sub i64 %call.i1243.i301, %base.sroa.0.2.lcssa.i302
  %diff.check303 = icmp ult i64 %166, 32
  %or.cond459 = select i1 %min.iters.check305, i1 true, i1 %diff.check303
  br i1 %or.cond459, label %for.body.i1248.i.preheader469, label %vector.ph306

vector.ph306:                                     ; preds = %for.body.i1248.i.preheader
  %n.vec308 = and i64 %base.sroa.18.2.lcssa.i, -8
  br label %vector.body309

vector.body309:                                   ; preds = %vector.body309, %vector.ph306
  %index310 = phi i64 [ 0, %vector.ph306 ], [ %index.next313, %vector.body309 ]
  %167 = getelementptr inbounds nuw i32, ptr %base.sroa.0.2.lcssa.i, i64 %index310
  %168 = getelementptr inbounds nuw i8, ptr %167, i64 16
  %wide.load311 = load <4 x i32>, ptr %167, align 4, !tbaa !3
  %wide.load312 = load <4 x i32>, ptr %168, align 4, !tbaa !3
  %169 = getelementptr inbounds nuw i32, ptr %call.i1243.i, i64 %index310
  %170 = getelementptr inbounds nuw i8, ptr %169, i64 16
  store <4 x i32> %wide.load311, ptr %169, align 4, !tbaa !3
  store <4 x i32> %wide.load312, ptr %170, align 4, !tbaa !3
  %index.next313 = add nuw i64 %index310, 8
  %171 = icmp eq i64 %index.next313, %n.vec308
  br i1 %171, label %middle.block314, label %vector.body309, !llvm.loop !70

middle.block314:                                  ; preds = %vector.body309
  %cmp.n315 = icmp eq i64 %base.sroa.18.2.lcssa.i, %n.vec308
  br i1 %cmp.n315, label %if.then12.i1254.i, label %for.body.i1248.i.preheader469

for.body.i1248.i.preheader469:                    ; preds = %for.body.i1248.i.preheader, %middle.block314
  %i.043.i1249.i.ph = phi i64 [ 0, %for.body.i1248.i.preheader ], [ %n.vec308, %middle.block314 ]
  %xtraiter522 = and i64 %base.sroa.18.2.lcssa.i, 3
  %lcmp.mod523.not = icmp eq i64 %xtraiter522, 0
  br i1 %lcmp.mod523.not, label %for.body.i1248.i.prol.loopexit, label %for.body.i1248.i.prol

for.body.i1248.i.prol:                            ; preds = %for.body.i1248.i.preheader469, %for.body.i1248.i.prol
  %i.043.i1249.i.prol = phi i64 [ %inc.i1252.i.prol, %for.body.i1248.i.prol ], [ %i.043.i1249.i.ph, %for.body.i1248.i.preheader469 ]
  %prol.iter524 = phi i64 [ %prol.iter524.next, %for.body.i1248.i.prol ], [ 0, %for.body.i1248.i.preheader469 ]
  %arrayidx.i1250.i.prol = getelementptr inbounds nuw i32, ptr %base.sroa.0.2.lcssa.i, i64 %i.043.i1249.i.prol
  %172 = load i32, ptr %arrayidx.i1250.i.prol, align 4, !tbaa !3
  %arrayidx9.i1251.i.prol = getelementptr inbounds nuw i32, ptr %call.i1243.i, i64 %i.043.i1249.i.prol
  store i32 %172, ptr %arrayidx9.i1251.i.prol, align 4, !tbaa !3
  %inc.i1252.i.prol = add nuw i64 %i.043.i1249.i.prol, 1
  %prol.iter524.next = add i64 %prol.iter524, 1
  %prol.iter524.cmp.not = icmp eq i64 %prol.iter524.next, %xtraiter522
  br i1 %prol.iter524.cmp.not, label %for.body.i1248.i.prol.loopexit, label %for.body.i1248.i.prol, !llvm.loop !71

for.body.i1248.i.prol.loopexit:                   ; preds = %for.body.i1248.i.prol, %for.body.i1248.i.preheader469
  %i.043.i1249.i.unr = phi i64 [ %i.043.i1249.i.ph, %for.body.i1248.i.preheader469 ], [ %inc.i1252.i.prol, %for.body.i1248.i.prol ]
  %173 = sub i64 %i.043.i1249.i.ph, %base.sroa.18.2.lcssa.i
  %174 = icmp ugt i64 %173, -4
  br i1 %174, label %if.then12.i1254.i, label %for.body.i1248.i

for.cond.cleanup.i1259.i:                         ; preds = %for.cond.preheader.i1245.i
  %tobool11.not.i1260.i = icmp eq ptr %base.sroa.0.2.lcssa.i, null
  br i1 %tobool11.not.i1260.i, label %if.end282.thread.i, label %if.then12.i1254.i

for.body.i1248.i:                                 ; preds = %for.body.i1248.i.prol.loopexit, %for.body.i1248.i
  %i.043.i1249.i = phi i64 [ %inc.i1252.i.3, %for.body.i1248.i ], [ %i.043.i1249.i.unr, %for.body.i1248.i.prol.loopexit ]
  %arrayidx.i1250.i = getelementptr inbounds nuw i32, ptr %base.sroa.0.2.lcssa.i, i64 %i.043.i1249.i
  %175 = load i32, ptr %arrayidx.i1250.i, align 4, !tbaa !3
  %arrayidx9.i1251.i = getelementptr inbounds nuw i32, ptr %call.i1243.i, i64 %i.043.i1249.i
  store i32 %175, ptr %arrayidx9.i1251.i, align 4, !tbaa !3
  %inc.i1252.i = add nuw i64 %i.043.i1249.i, 1
  %arrayidx.i1250.i.1 = getelementptr inbounds nuw i32, ptr %base.sroa.0.2.lcssa.i, i64 %inc.i1252.i
  %176 = load i32, ptr %arrayidx.i1250.i.1, align 4, !tbaa !3
  %arrayidx9.i1251.i.1 = getelementptr inbounds nuw i32, ptr %call.i1243.i, i64 %inc.i1252.i
  store i32 %176, ptr %arrayidx9.i1251.i.1, align 4, !tbaa !3
  %inc.i1252.i.1 = add nuw i64 %i.043.i1249.i, 2
  %arrayidx.i1250.i.2 = getelementptr inbounds nuw i32, ptr %base.sroa.0.2.lcssa.i, i64 %inc.i1252.i.1
  %177 = load i32, ptr %arrayidx.i1250.i.2, align 4, !tbaa !3
  %arrayidx9.i1251.i.2 = getelementptr inbounds nuw i32, ptr %call.i1243.i, i64 %inc.i1252.i.1
  store i32 %177, ptr %arrayidx9.i1251.i.2, align 4, !tbaa !3
  %inc.i1252.i.2 = add nuw i64 %i.043.i1249.i, 3
  %arrayidx.i1250.i.3 = getelementptr inbounds nuw i32, ptr %base.sroa.0.2.lcssa.i, i64 %inc.i1252.i.2
  %178 = load i32, ptr %arrayidx.i1250.i.3, align 4, !tbaa !3
  %arrayidx9.i1251.i.3 = getelementptr inbounds nuw i32, ptr %call.i1243.i, i64 %inc.i1252.i.2
  store i32 %178, ptr %arrayidx9.i1251.i.3, align 4, !tbaa !3
  %inc.i1252.i.3 = add nuw i64 %i.043.i1249.i, 4
  %exitcond.not.i1253.i.3 = icmp eq i64 %inc.i1252.i.3, %base.sroa.18.2.lcssa.i
  br i1 %exitcond.not.i1253.i.3, label %if.then12.i1254.i, label %for.body.i1248.i, !llvm.loop !72

if.then12.i1254.i:                                ; preds = %for.body.i1248.i.prol.loopexit, %for.body.i1248.i, %middle.block314, %for.cond.cleanup.i1259.i
  %179 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %179(ptr noundef nonnull %base.sroa.0.2.lcssa.i) #2
  br label %if.end282.thread.i

if.end282.thread.i:                               ; preds = %if.then12.i1254.i, %for.cond.cleanup.i1259.i, %if.end273.i
  %base.sroa.0.18.i = phi ptr [ %base.sroa.0.2.lcssa.i, %if.end273.i ], [ %call.i1243.i, %if.then12.i1254.i ], [ %call.i1243.i, %for.cond.cleanup.i1259.i ]
  %base.sroa.37.16.i = phi i64 [ %base.sroa.37.2.lcssa.i, %if.end273.i ], [ %spec.select.i1240.i, %if.then12.i1254.i ], [ 256, %for.cond.cleanup.i1259.i ]
  %inc21.i1234.i = add i64 %base.sroa.18.2.lcssa.i, 1
  %arrayidx22.i1235.i = getelementptr inbounds nuw i32, ptr %base.sroa.0.18.i, i64 %base.sroa.18.2.lcssa.i
  store i32 %cond269.i, ptr %arrayidx22.i1235.i, align 4, !tbaa !3
  br label %for.inc305.i

if.end282.i:                                      ; preds = %for.end236.i
  %cmp283.i = icmp eq i32 %call139.i, 45
  %or.cond657.i = and i1 %cmp283.i, %vk.0.lcssa.i
  br i1 %or.cond657.i, label %cond.true288.i, label %for.inc305.i

cond.true288.i:                                   ; preds = %if.end282.i
  call void @llvm.lifetime.start.p0(ptr nonnull %len.i.i) #3
  store i64 0, ptr %len.i.i, align 8, !tbaa !73
  %180 = load ptr, ptr %value_name.i.i, align 8, !tbaa !75
  %call.i1262.i = call ptr %180(ptr noundef %o.0.lcssa.i, ptr noundef nonnull %len.i.i) #2
  %tobool.not.i1263.i = icmp eq ptr %call.i1262.i, null
  br i1 %tobool.not.i1263.i, label %skipped_callee.exit.i, label %if.end.i1264.i

if.end.i1264.i:                                   ; preds = %cond.true288.i
  %181 = load i64, ptr %len.i.i, align 8, !tbaa !73
  %cmp.i1265.i = icmp eq i64 %181, 16
  br i1 %cmp.i1265.i, label %land.rhs.i.preheader.i, label %if.end11.i.i

land.rhs.i.preheader.i:                           ; preds = %if.end.i1264.i
  %182 = load i8, ptr %call.i1262.i, align 1, !tbaa !76
  %cmp5.i.i = icmp eq i8 %182, 108
  br i1 %cmp5.i.i, label %while.body.i1269.i, label %if.end37.i.i

while.body.i1269.i:                               ; preds = %land.rhs.i.preheader.i
  %arrayidx.i1266.1.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 1
  %183 = load i8, ptr %arrayidx.i1266.1.i, align 1, !tbaa !76
  %cmp5.i.1.i = icmp eq i8 %183, 108
  br i1 %cmp5.i.1.i, label %while.body.i1269.1.i, label %while.body27.i.i

while.body.i1269.1.i:                             ; preds = %while.body.i1269.i
  %arrayidx.i1266.2.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 2
  %184 = load i8, ptr %arrayidx.i1266.2.i, align 1, !tbaa !76
  %cmp5.i.2.i = icmp eq i8 %184, 118
  br i1 %cmp5.i.2.i, label %while.body.i1269.2.i, label %while.body27.i.i

while.body.i1269.2.i:                             ; preds = %while.body.i1269.1.i
  %arrayidx.i1266.3.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 3
  %185 = load i8, ptr %arrayidx.i1266.3.i, align 1, !tbaa !76
  %cmp5.i.3.i = icmp eq i8 %185, 109
  br i1 %cmp5.i.3.i, label %while.body.i1269.3.i, label %while.body27.i.i

while.body.i1269.3.i:                             ; preds = %while.body.i1269.2.i
  %arrayidx.i1266.4.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 4
  %186 = load i8, ptr %arrayidx.i1266.4.i, align 1, !tbaa !76
  %cmp5.i.4.i = icmp eq i8 %186, 46
  br i1 %cmp5.i.4.i, label %while.body.i1269.4.i, label %while.body27.i.i

while.body.i1269.4.i:                             ; preds = %while.body.i1269.3.i
  %arrayidx.i1266.5.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 5
  %187 = load i8, ptr %arrayidx.i1266.5.i, align 1, !tbaa !76
  %cmp5.i.5.i = icmp eq i8 %187, 112
  br i1 %cmp5.i.5.i, label %while.body.i1269.5.i, label %while.body27.i.i

while.body.i1269.5.i:                             ; preds = %while.body.i1269.4.i
  %arrayidx.i1266.6.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 6
  %188 = load i8, ptr %arrayidx.i1266.6.i, align 1, !tbaa !76
  %cmp5.i.6.i = icmp eq i8 %188, 115
  br i1 %cmp5.i.6.i, label %while.body.i1269.6.i, label %while.body27.i.i

while.body.i1269.6.i:                             ; preds = %while.body.i1269.5.i
  %arrayidx.i1266.7.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 7
  %189 = load i8, ptr %arrayidx.i1266.7.i, align 1, !tbaa !76
  %cmp5.i.7.i = icmp eq i8 %189, 101
  br i1 %cmp5.i.7.i, label %while.body.i1269.7.i, label %while.body27.i.i

while.body.i1269.7.i:                             ; preds = %while.body.i1269.6.i
  %arrayidx.i1266.8.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 8
  %190 = load i8, ptr %arrayidx.i1266.8.i, align 1, !tbaa !76
  %cmp5.i.8.i = icmp eq i8 %190, 117
  br i1 %cmp5.i.8.i, label %while.body.i1269.8.i, label %while.body27.i.i

while.body.i1269.8.i:                             ; preds = %while.body.i1269.7.i
  %arrayidx.i1266.9.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 9
  %191 = load i8, ptr %arrayidx.i1266.9.i, align 1, !tbaa !76
  %cmp5.i.9.i = icmp eq i8 %191, 100
  br i1 %cmp5.i.9.i, label %while.body.i1269.9.i, label %while.body27.i.i

while.body.i1269.9.i:                             ; preds = %while.body.i1269.8.i
  %arrayidx.i1266.10.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 10
  %192 = load i8, ptr %arrayidx.i1266.10.i, align 1, !tbaa !76
  %cmp5.i.10.i = icmp eq i8 %192, 111
  br i1 %cmp5.i.10.i, label %while.body.i1269.10.i, label %while.body27.i.i

while.body.i1269.10.i:                            ; preds = %while.body.i1269.9.i
  %arrayidx.i1266.11.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 11
  %193 = load i8, ptr %arrayidx.i1266.11.i, align 1, !tbaa !76
  %cmp5.i.11.i = icmp eq i8 %193, 112
  br i1 %cmp5.i.11.i, label %while.body.i1269.11.i, label %while.body27.i.i

while.body.i1269.11.i:                            ; preds = %while.body.i1269.10.i
  %arrayidx.i1266.12.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 12
  %194 = load i8, ptr %arrayidx.i1266.12.i, align 1, !tbaa !76
  %cmp5.i.12.i = icmp eq i8 %194, 114
  br i1 %cmp5.i.12.i, label %while.body.i1269.12.i, label %while.body27.i.i

while.body.i1269.12.i:                            ; preds = %while.body.i1269.11.i
  %arrayidx.i1266.13.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 13
  %195 = load i8, ptr %arrayidx.i1266.13.i, align 1, !tbaa !76
  %cmp5.i.13.i = icmp eq i8 %195, 111
  br i1 %cmp5.i.13.i, label %while.body.i1269.13.i, label %while.body27.i.i

while.body.i1269.13.i:                            ; preds = %while.body.i1269.12.i
  %arrayidx.i1266.14.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 14
  %196 = load i8, ptr %arrayidx.i1266.14.i, align 1, !tbaa !76
  %cmp5.i.14.i = icmp eq i8 %196, 98
  br i1 %cmp5.i.14.i, label %while.body.i1269.14.i, label %while.body27.i.i

while.body.i1269.14.i:                            ; preds = %while.body.i1269.13.i
  %arrayidx.i1266.15.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 15
  %197 = load i8, ptr %arrayidx.i1266.15.i, align 1, !tbaa !76
  %cmp5.i.15.i = icmp eq i8 %197, 101
  br i1 %cmp5.i.15.i, label %skipped_callee.exit.i, label %while.body27.i.i

if.end11.i.i:                                     ; preds = %if.end.i1264.i
  %cmp12.i.i = icmp ugt i64 %181, 8
  br i1 %cmp12.i.i, label %land.rhs19.preheader.i.i, label %if.end37.i.i

land.rhs19.preheader.i.i:                         ; preds = %if.end11.i.i
  %.pr.i.pre = load i8, ptr %call.i1262.i, align 1, !tbaa !76
  %198 = icmp eq i8 %.pr.i.pre, 108
  br i1 %198, label %while.body27.i.i, label %if.end37.i.i

while.body27.i.i:                                 ; preds = %while.body.i1269.i, %while.body.i1269.1.i, %while.body.i1269.2.i, %while.body.i1269.3.i, %while.body.i1269.4.i, %while.body.i1269.5.i, %while.body.i1269.6.i, %while.body.i1269.7.i, %while.body.i1269.8.i, %while.body.i1269.9.i, %while.body.i1269.10.i, %while.body.i1269.11.i, %while.body.i1269.12.i, %while.body.i1269.13.i, %while.body.i1269.14.i, %land.rhs19.preheader.i.i
  %arrayidx20.1.i.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 1
  %199 = load i8, ptr %arrayidx20.1.i.i, align 1, !tbaa !76
  %cmp24.1.i.i = icmp eq i8 %199, 108
  br i1 %cmp24.1.i.i, label %while.body27.1.i.i, label %if.end37.i.i

while.body27.1.i.i:                               ; preds = %while.body27.i.i
  %arrayidx20.2.i.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 2
  %200 = load i8, ptr %arrayidx20.2.i.i, align 1, !tbaa !76
  %cmp24.2.i.i = icmp eq i8 %200, 118
  br i1 %cmp24.2.i.i, label %while.body27.2.i.i, label %if.end37.i.i

while.body27.2.i.i:                               ; preds = %while.body27.1.i.i
  %arrayidx20.3.i.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 3
  %201 = load i8, ptr %arrayidx20.3.i.i, align 1, !tbaa !76
  %cmp24.3.i.i = icmp eq i8 %201, 109
  br i1 %cmp24.3.i.i, label %while.body27.3.i.i, label %if.end37.i.i

while.body27.3.i.i:                               ; preds = %while.body27.2.i.i
  %arrayidx20.4.i.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 4
  %202 = load i8, ptr %arrayidx20.4.i.i, align 1, !tbaa !76
  %cmp24.4.i.i = icmp eq i8 %202, 46
  br i1 %cmp24.4.i.i, label %while.body27.4.i.i, label %if.end37.i.i

while.body27.4.i.i:                               ; preds = %while.body27.3.i.i
  %arrayidx20.5.i.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 5
  %203 = load i8, ptr %arrayidx20.5.i.i, align 1, !tbaa !76
  %cmp24.5.i.i = icmp eq i8 %203, 100
  br i1 %cmp24.5.i.i, label %while.body27.5.i.i, label %if.end37.i.i

while.body27.5.i.i:                               ; preds = %while.body27.4.i.i
  %arrayidx20.6.i.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 6
  %204 = load i8, ptr %arrayidx20.6.i.i, align 1, !tbaa !76
  %cmp24.6.i.i = icmp eq i8 %204, 98
  br i1 %cmp24.6.i.i, label %while.body27.6.i.i, label %if.end37.i.i

while.body27.6.i.i:                               ; preds = %while.body27.5.i.i
  %arrayidx20.7.i.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 7
  %205 = load i8, ptr %arrayidx20.7.i.i, align 1, !tbaa !76
  %cmp24.7.i.i = icmp eq i8 %205, 103
  br i1 %cmp24.7.i.i, label %while.body27.7.i.i, label %if.end37.i.i

while.body27.7.i.i:                               ; preds = %while.body27.6.i.i
  %arrayidx20.8.i.i = getelementptr inbounds nuw i8, ptr %call.i1262.i, i64 8
  %206 = load i8, ptr %arrayidx20.8.i.i, align 1, !tbaa !76
  %cmp24.8.i.i = icmp eq i8 %206, 46
  br i1 %cmp24.8.i.i, label %skipped_callee.exit.i, label %if.end37.i.i

if.end37.i.i:                                     ; preds = %while.body27.7.i.i, %while.body27.6.i.i, %while.body27.5.i.i, %while.body27.4.i.i, %while.body27.3.i.i, %while.body27.2.i.i, %while.body27.1.i.i, %while.body27.i.i, %land.rhs19.preheader.i.i, %if.end11.i.i, %land.rhs.i.preheader.i
  br label %skipped_callee.exit.i

skipped_callee.exit.i:                            ; preds = %if.end37.i.i, %while.body27.7.i.i, %while.body.i1269.14.i, %cond.true288.i
  %retval.3.i.i = phi i32 [ 0, %if.end37.i.i ], [ 1, %while.body27.7.i.i ], [ 0, %cond.true288.i ], [ 1, %while.body.i1269.14.i ]
  call void @llvm.lifetime.end.p0(ptr nonnull %len.i.i) #3
  br label %for.inc305.i

for.inc305.i:                                     ; preds = %skipped_callee.exit.i, %if.end282.i, %if.end282.thread.i
  %base.sroa.37.71557.i = phi i64 [ %base.sroa.37.2.lcssa.i, %skipped_callee.exit.i ], [ %base.sroa.37.2.lcssa.i, %if.end282.i ], [ %base.sroa.37.16.i, %if.end282.thread.i ]
  %base.sroa.18.71556.i = phi i64 [ %base.sroa.18.2.lcssa.i, %skipped_callee.exit.i ], [ %base.sroa.18.2.lcssa.i, %if.end282.i ], [ %inc21.i1234.i, %if.end282.thread.i ]
  %base.sroa.0.71555.i = phi ptr [ %base.sroa.0.2.lcssa.i, %skipped_callee.exit.i ], [ %base.sroa.0.2.lcssa.i, %if.end282.i ], [ %base.sroa.0.18.i, %if.end282.thread.i ]
  %cond292.i = phi i32 [ %retval.3.i.i, %skipped_callee.exit.i ], [ 0, %if.end282.i ], [ 0, %if.end282.thread.i ]
  %arrayidx294.i = getelementptr inbounds i32, ptr %call29.i, i64 %indvars.iv2019.i
  store i32 %cond292.i, ptr %arrayidx294.i, align 4, !tbaa !3
  %indvars.iv.next2020.i = add nsw i64 %indvars.iv2019.i, 1
  %207 = load i32, ptr %arrayidx132.i, align 4, !tbaa !3
  %208 = sext i32 %207 to i64
  %cmp133.i = icmp slt i64 %indvars.iv.next2020.i, %208
  br i1 %cmp133.i, label %for.body136.i, label %for.end309.i, !llvm.loop !77

for.end309.i:                                     ; preds = %for.inc305.i
  %209 = icmp eq i32 %call139.i, 2
  %cmp314.i = icmp eq i64 %bbs.sroa.10.2.lcssa.i, 2
  %or.cond658.i = select i1 %209, i1 %cmp314.i, i1 false
  br i1 %or.cond658.i, label %if.then316.i, label %if.end325.i

if.then316.i:                                     ; preds = %for.end309.i
  %210 = load <2 x i32>, ptr %bbs.sroa.0.2.lcssa.i, align 4, !tbaa !3
  %211 = shufflevector <2 x i32> %210, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %211, ptr %bbs.sroa.0.2.lcssa.i, align 4, !tbaa !3
  %.pre.i = load i32, ptr %arrayidx132.i, align 4, !tbaa !3
  br label %if.end325.i

if.end325.i:                                      ; preds = %if.then316.i, %for.end309.i, %for.body125.i
  %bbs.sroa.19.1.lcssa2097.i = phi i64 [ %bbs.sroa.19.2.lcssa.i, %if.then316.i ], [ %bbs.sroa.19.2.lcssa.i, %for.end309.i ], [ %bbs.sroa.19.01928.i, %for.body125.i ]
  %bbs.sroa.10.1.lcssa2096.i = phi i64 [ 2, %if.then316.i ], [ %bbs.sroa.10.2.lcssa.i, %for.end309.i ], [ %bbs.sroa.10.01927.i, %for.body125.i ]
  %bbs.sroa.0.1.lcssa2095.i = phi ptr [ %bbs.sroa.0.2.lcssa.i, %if.then316.i ], [ %bbs.sroa.0.2.lcssa.i, %for.end309.i ], [ %bbs.sroa.0.01926.i, %for.body125.i ]
  %use_kind.sroa.14.1.lcssa2094.i = phi i64 [ %use_kind.sroa.14.2.lcssa.i, %if.then316.i ], [ %use_kind.sroa.14.2.lcssa.i, %for.end309.i ], [ %use_kind.sroa.14.01922.i, %for.body125.i ]
  %use_kind.sroa.9.1.lcssa2093.i = phi i64 [ %use_kind.sroa.9.2.lcssa.i, %if.then316.i ], [ %use_kind.sroa.9.2.lcssa.i, %for.end309.i ], [ %use_kind.sroa.9.01921.i, %for.body125.i ]
  %use_kind.sroa.0.1.lcssa2092.i = phi ptr [ %use_kind.sroa.0.2.lcssa.i, %if.then316.i ], [ %use_kind.sroa.0.2.lcssa.i, %for.end309.i ], [ %use_kind.sroa.0.01920.i, %for.body125.i ]
  %use_def.sroa.16.1.lcssa2091.i = phi i64 [ %use_def.sroa.16.2.lcssa.i, %if.then316.i ], [ %use_def.sroa.16.2.lcssa.i, %for.end309.i ], [ %use_def.sroa.16.01919.i, %for.body125.i ]
  %use_def.sroa.9.1.lcssa2090.i = phi i64 [ %use_def.sroa.9.2.lcssa.i, %if.then316.i ], [ %use_def.sroa.9.2.lcssa.i, %for.end309.i ], [ %use_def.sroa.9.01918.i, %for.body125.i ]
  %use_def.sroa.0.1.lcssa2089.i = phi ptr [ %use_def.sroa.0.2.lcssa.i, %if.then316.i ], [ %use_def.sroa.0.2.lcssa.i, %for.end309.i ], [ %use_def.sroa.0.01917.i, %for.body125.i ]
  %base.sroa.37.1.lcssa2088.i = phi i64 [ %base.sroa.37.71557.i, %if.then316.i ], [ %base.sroa.37.71557.i, %for.end309.i ], [ %base.sroa.37.01916.i, %for.body125.i ]
  %base.sroa.18.1.lcssa2087.i = phi i64 [ %base.sroa.18.71556.i, %if.then316.i ], [ %base.sroa.18.71556.i, %for.end309.i ], [ %base.sroa.18.01915.i, %for.body125.i ]
  %base.sroa.0.1.lcssa2086.i = phi ptr [ %base.sroa.0.71555.i, %if.then316.i ], [ %base.sroa.0.71555.i, %for.end309.i ], [ %base.sroa.0.01914.i, %for.body125.i ]
  %212 = phi i32 [ %.pre.i, %if.then316.i ], [ %207, %for.end309.i ], [ %42, %for.body125.i ]
  %213 = load i32, ptr %arrayidx129.i, align 4, !tbaa !3
  %cmp329.i = icmp eq i32 %213, %212
  %spec.select.i = select i1 %cmp329.i, i64 0, i64 %bbs.sroa.10.1.lcssa2096.i
  %cmp337.not1906.not.i = icmp eq i64 %spec.select.i, 0
  br i1 %cmp337.not1906.not.i, label %for.cond121.loopexit.i, label %for.body340.i

for.body340.i:                                    ; preds = %if.end325.i, %for.inc347.i
  %k334.01910.i = phi i64 [ %inc348.i, %for.inc347.i ], [ 0, %if.end325.i ]
  %succ.sroa.16.11909.i = phi i64 [ %succ.sroa.16.3.i, %for.inc347.i ], [ %succ.sroa.16.01925.i, %if.end325.i ]
  %succ.sroa.9.11908.i = phi i64 [ %inc21.i1278.i, %for.inc347.i ], [ %succ.sroa.9.01924.i, %if.end325.i ]
  %succ.sroa.0.11907.i = phi ptr [ %succ.sroa.0.5.i, %for.inc347.i ], [ %succ.sroa.0.01923.i, %if.end325.i ]
  %succ.sroa.0.11907.i286 = ptrtoint ptr %succ.sroa.0.11907.i to i64
  %arrayidx342.i = getelementptr inbounds nuw i32, ptr %bbs.sroa.0.1.lcssa2095.i, i64 %k334.01910.i
  %214 = load i32, ptr %arrayidx342.i, align 4, !tbaa !3
  %cmp.i1274.i = icmp eq i64 %succ.sroa.9.11908.i, %succ.sroa.16.11909.i
  br i1 %cmp.i1274.i, label %if.then.i1281.i, label %for.inc347.i

if.then.i1281.i:                                  ; preds = %for.body340.i
  %tobool.not.i1282.i = icmp eq i64 %succ.sroa.16.11909.i, 0
  %mul.i1283.i = shl i64 %succ.sroa.16.11909.i, 1
  %spec.select.i1284.i = select i1 %tobool.not.i1282.i, i64 256, i64 %mul.i1283.i
  %215 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %mul4.i1286.i = shl i64 %spec.select.i1284.i, 2
  %call.i1287.i = call ptr %215(i64 noundef %mul4.i1286.i) #2
  %call.i1287.i285 = ptrtoint ptr %call.i1287.i to i64
  %tobool5.not.i1288.i = icmp eq ptr %call.i1287.i, null
  br i1 %tobool5.not.i1288.i, label %done.i, label %for.cond.preheader.i1289.i

for.cond.preheader.i1289.i:                       ; preds = %if.then.i1281.i
  br i1 %tobool.not.i1282.i, label %for.cond.cleanup.i1303.i, label %for.body.i1292.i.preheader

for.body.i1292.i.preheader:                       ; preds = %for.cond.preheader.i1289.i
  %min.iters.check288 = icmp ult i64 %succ.sroa.16.11909.i, 8
  %216 = sub i64 %call.i1287.i285, %succ.sroa.0.11907.i286
  %diff.check = icmp ult i64 %216, 32
  %or.cond460 = select i1 %min.iters.check288, i1 true, i1 %diff.check
  br i1 %or.cond460, label %for.body.i1292.i.preheader468, label %vector.ph289

vector.ph289:                                     ; preds = %for.body.i1292.i.preheader
  %n.vec291 = and i64 %succ.sroa.16.11909.i, -8
  br label %vector.body292

vector.body292:                                   ; preds = %vector.body292, %vector.ph289
  %index293 = phi i64 [ 0, %vector.ph289 ], [ %index.next296, %vector.body292 ]
  %217 = getelementptr inbounds nuw i32, ptr %succ.sroa.0.11907.i, i64 %index293
  %218 = getelementptr inbounds nuw i8, ptr %217, i64 16
  %wide.load294 = load <4 x i32>, ptr %217, align 4, !tbaa !3
  %wide.load295 = load <4 x i32>, ptr %218, align 4, !tbaa !3
  %219 = getelementptr inbounds nuw i32, ptr %call.i1287.i, i64 %index293
  %220 = getelementptr inbounds nuw i8, ptr %219, i64 16
  store <4 x i32> %wide.load294, ptr %219, align 4, !tbaa !3
  store <4 x i32> %wide.load295, ptr %220, align 4, !tbaa !3
  %index.next296 = add nuw i64 %index293, 8
  %221 = icmp eq i64 %index.next296, %n.vec291
  br i1 %221, label %middle.block297, label %vector.body292, !llvm.loop !78

middle.block297:                                  ; preds = %vector.body292
  %cmp.n298 = icmp eq i64 %succ.sroa.16.11909.i, %n.vec291
  br i1 %cmp.n298, label %if.then12.i1298.i, label %for.body.i1292.i.preheader468

for.body.i1292.i.preheader468:                    ; preds = %for.body.i1292.i.preheader, %middle.block297
  %i.043.i1293.i.ph = phi i64 [ 0, %for.body.i1292.i.preheader ], [ %n.vec291, %middle.block297 ]
  %xtraiter525 = and i64 %succ.sroa.16.11909.i, 3
  %lcmp.mod526.not = icmp eq i64 %xtraiter525, 0
  br i1 %lcmp.mod526.not, label %for.body.i1292.i.prol.loopexit, label %for.body.i1292.i.prol

for.body.i1292.i.prol:                            ; preds = %for.body.i1292.i.preheader468, %for.body.i1292.i.prol
  %i.043.i1293.i.prol = phi i64 [ %inc.i1296.i.prol, %for.body.i1292.i.prol ], [ %i.043.i1293.i.ph, %for.body.i1292.i.preheader468 ]
  %prol.iter527 = phi i64 [ %prol.iter527.next, %for.body.i1292.i.prol ], [ 0, %for.body.i1292.i.preheader468 ]
  %arrayidx.i1294.i.prol = getelementptr inbounds nuw i32, ptr %succ.sroa.0.11907.i, i64 %i.043.i1293.i.prol
  %222 = load i32, ptr %arrayidx.i1294.i.prol, align 4, !tbaa !3
  %arrayidx9.i1295.i.prol = getelementptr inbounds nuw i32, ptr %call.i1287.i, i64 %i.043.i1293.i.prol
  store i32 %222, ptr %arrayidx9.i1295.i.prol, align 4, !tbaa !3
  %inc.i1296.i.prol = add nuw i64 %i.043.i1293.i.prol, 1
  %prol.iter527.next = add i64 %prol.iter527, 1
  %prol.iter527.cmp.not = icmp eq i64 %prol.iter527.next, %xtraiter525
  br i1 %prol.iter527.cmp.not, label %for.body.i1292.i.prol.loopexit, label %for.body.i1292.i.prol, !llvm.loop !79

for.body.i1292.i.prol.loopexit:                   ; preds = %for.body.i1292.i.prol, %for.body.i1292.i.preheader468
  %i.043.i1293.i.unr = phi i64 [ %i.043.i1293.i.ph, %for.body.i1292.i.preheader468 ], [ %inc.i1296.i.prol, %for.body.i1292.i.prol ]
  %223 = sub i64 %i.043.i1293.i.ph, %succ.sroa.16.11909.i
  %224 = icmp ugt i64 %223, -4
  br i1 %224, label %if.then12.i1298.i, label %for.body.i1292.i

for.cond.cleanup.i1303.i:                         ; preds = %for.cond.preheader.i1289.i
  %tobool11.not.i1304.i = icmp eq ptr %succ.sroa.0.11907.i, null
  br i1 %tobool11.not.i1304.i, label %for.inc347.i, label %if.then12.i1298.i

for.body.i1292.i:                                 ; preds = %for.body.i1292.i.prol.loopexit, %for.body.i1292.i
  %i.043.i1293.i = phi i64 [ %inc.i1296.i.3, %for.body.i1292.i ], [ %i.043.i1293.i.unr, %for.body.i1292.i.prol.loopexit ]
  %arrayidx.i1294.i = getelementptr inbounds nuw i32, ptr %succ.sroa.0.11907.i, i64 %i.043.i1293.i
  %225 = load i32, ptr %arrayidx.i1294.i, align 4, !tbaa !3
  %arrayidx9.i1295.i = getelementptr inbounds nuw i32, ptr %call.i1287.i, i64 %i.043.i1293.i
  store i32 %225, ptr %arrayidx9.i1295.i, align 4, !tbaa !3
  %inc.i1296.i = add nuw i64 %i.043.i1293.i, 1
  %arrayidx.i1294.i.1 = getelementptr inbounds nuw i32, ptr %succ.sroa.0.11907.i, i64 %inc.i1296.i
  %226 = load i32, ptr %arrayidx.i1294.i.1, align 4, !tbaa !3
  %arrayidx9.i1295.i.1 = getelementptr inbounds nuw i32, ptr %call.i1287.i, i64 %inc.i1296.i
  store i32 %226, ptr %arrayidx9.i1295.i.1, align 4, !tbaa !3
  %inc.i1296.i.1 = add nuw i64 %i.043.i1293.i, 2
  %arrayidx.i1294.i.2 = getelementptr inbounds nuw i32, ptr %succ.sroa.0.11907.i, i64 %inc.i1296.i.1
  %227 = load i32, ptr %arrayidx.i1294.i.2, align 4, !tbaa !3
  %arrayidx9.i1295.i.2 = getelementptr inbounds nuw i32, ptr %call.i1287.i, i64 %inc.i1296.i.1
  store i32 %227, ptr %arrayidx9.i1295.i.2, align 4, !tbaa !3
  %inc.i1296.i.2 = add nuw i64 %i.043.i1293.i, 3
  %arrayidx.i1294.i.3 = getelementptr inbounds nuw i32, ptr %succ.sroa.0.11907.i, i64 %inc.i1296.i.2
  %228 = load i32, ptr %arrayidx.i1294.i.3, align 4, !tbaa !3
  %arrayidx9.i1295.i.3 = getelementptr inbounds nuw i32, ptr %call.i1287.i, i64 %inc.i1296.i.2
  store i32 %228, ptr %arrayidx9.i1295.i.3, align 4, !tbaa !3
  %inc.i1296.i.3 = add nuw i64 %i.043.i1293.i, 4
  %exitcond.not.i1297.i.3 = icmp eq i64 %inc.i1296.i.3, %succ.sroa.16.11909.i
  br i1 %exitcond.not.i1297.i.3, label %if.then12.i1298.i, label %for.body.i1292.i, !llvm.loop !80

if.then12.i1298.i:                                ; preds = %for.body.i1292.i.prol.loopexit, %for.body.i1292.i, %middle.block297, %for.cond.cleanup.i1303.i
  %229 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %229(ptr noundef nonnull %succ.sroa.0.11907.i) #2
  br label %for.inc347.i

for.inc347.i:                                     ; preds = %if.then12.i1298.i, %for.cond.cleanup.i1303.i, %for.body340.i
  %succ.sroa.0.5.i = phi ptr [ %succ.sroa.0.11907.i, %for.body340.i ], [ %call.i1287.i, %if.then12.i1298.i ], [ %call.i1287.i, %for.cond.cleanup.i1303.i ]
  %succ.sroa.16.3.i = phi i64 [ %succ.sroa.16.11909.i, %for.body340.i ], [ %spec.select.i1284.i, %if.then12.i1298.i ], [ 256, %for.cond.cleanup.i1303.i ]
  %inc21.i1278.i = add i64 %succ.sroa.9.11908.i, 1
  %arrayidx22.i1279.i = getelementptr inbounds nuw i32, ptr %succ.sroa.0.5.i, i64 %succ.sroa.9.11908.i
  store i32 %214, ptr %arrayidx22.i1279.i, align 4, !tbaa !3
  %inc348.i = add nuw i64 %k334.01910.i, 1
  %exitcond2022.not.i = icmp eq i64 %inc348.i, %spec.select.i
  br i1 %exitcond2022.not.i, label %for.cond121.loopexit.i, label %for.body340.i, !llvm.loop !81

for.end359.i:                                     ; preds = %for.cond121.loopexit.i
  %conv361.i = trunc i64 %base.sroa.18.1.lcssa2087.i to i32
  %arrayidx362.i = getelementptr inbounds nuw i32, ptr %call33.i, i64 %ni.0.lcssa.i
  store i32 %conv361.i, ptr %arrayidx362.i, align 4, !tbaa !3
  %conv364.i = trunc i64 %use_def.sroa.9.1.lcssa2090.i to i32
  %arrayidx365.i = getelementptr inbounds nuw i32, ptr %call37.i, i64 %ni.0.lcssa.i
  store i32 %conv364.i, ptr %arrayidx365.i, align 4, !tbaa !3
  %conv367.i = trunc i64 %succ.sroa.9.1.lcssa.i to i32
  %arrayidx368.i = getelementptr inbounds nuw i32, ptr %call41.i, i64 %nb.0.lcssa.i
  store i32 %conv367.i, ptr %arrayidx368.i, align 4, !tbaa !3
  %cmp3711930.not.i = icmp eq i64 %ni.0.lcssa.i, 0
  br i1 %cmp3711930.not.i, label %iter.check, label %iter.check260

iter.check260:                                    ; preds = %for.end359.i
  %min.iters.check258 = icmp ult i64 %ni.0.lcssa.i, 8
  br i1 %min.iters.check258, label %for.body374.i.preheader, label %vector.main.loop.iter.check262

vector.main.loop.iter.check262:                   ; preds = %iter.check260
  %min.iters.check261 = icmp ult i64 %ni.0.lcssa.i, 32
  br i1 %min.iters.check261, label %vec.epilog.ph275, label %vector.ph263

vector.ph263:                                     ; preds = %vector.main.loop.iter.check262
  %n.mod.vf264 = and i64 %ni.0.lcssa.i, 24
  %n.vec265 = and i64 %ni.0.lcssa.i, -32
  br label %vector.body266

vector.body266:                                   ; preds = %vector.body266, %vector.ph263
  %index267 = phi i64 [ 0, %vector.ph263 ], [ %index.next268, %vector.body266 ]
  %230 = getelementptr inbounds nuw i8, ptr %call44.i, i64 %index267
  %231 = getelementptr inbounds nuw i8, ptr %230, i64 16
  store <16 x i8> zeroinitializer, ptr %230, align 1, !tbaa !76
  store <16 x i8> zeroinitializer, ptr %231, align 1, !tbaa !76
  %index.next268 = add nuw i64 %index267, 32
  %232 = icmp eq i64 %index.next268, %n.vec265
  br i1 %232, label %middle.block269, label %vector.body266, !llvm.loop !82

middle.block269:                                  ; preds = %vector.body266
  %cmp.n270 = icmp eq i64 %ni.0.lcssa.i, %n.vec265
  br i1 %cmp.n270, label %iter.check, label %vec.epilog.iter.check273

vec.epilog.iter.check273:                         ; preds = %middle.block269
  %min.epilog.iters.check274 = icmp eq i64 %n.mod.vf264, 0
  br i1 %min.epilog.iters.check274, label %for.body374.i.preheader, label %vec.epilog.ph275, !prof !83

vec.epilog.ph275:                                 ; preds = %vector.main.loop.iter.check262, %vec.epilog.iter.check273
  %vec.epilog.resume.val271 = phi i64 [ %n.vec265, %vec.epilog.iter.check273 ], [ 0, %vector.main.loop.iter.check262 ]
  %n.vec277 = and i64 %ni.0.lcssa.i, -8
  br label %vec.epilog.vector.body278

vec.epilog.vector.body278:                        ; preds = %vec.epilog.vector.body278, %vec.epilog.ph275
  %index279 = phi i64 [ %vec.epilog.resume.val271, %vec.epilog.ph275 ], [ %index.next280, %vec.epilog.vector.body278 ]
  %233 = getelementptr inbounds nuw i8, ptr %call44.i, i64 %index279
  store <8 x i8> zeroinitializer, ptr %233, align 1, !tbaa !76
  %index.next280 = add nuw i64 %index279, 8
  %234 = icmp eq i64 %index.next280, %n.vec277
  br i1 %234, label %vec.epilog.middle.block281, label %vec.epilog.vector.body278, !llvm.loop !84

vec.epilog.middle.block281:                       ; preds = %vec.epilog.vector.body278
  %cmp.n282 = icmp eq i64 %ni.0.lcssa.i, %n.vec277
  br i1 %cmp.n282, label %iter.check, label %for.body374.i.preheader

for.body374.i.preheader:                          ; preds = %iter.check260, %vec.epilog.iter.check273, %vec.epilog.middle.block281
  %i369.01931.i.ph = phi i64 [ 0, %iter.check260 ], [ %n.vec265, %vec.epilog.iter.check273 ], [ %n.vec277, %vec.epilog.middle.block281 ]
  br label %for.body374.i

iter.check:                                       ; preds = %for.body374.i, %middle.block269, %vec.epilog.middle.block281, %for.end359.i
  %min.iters.check240 = icmp ult i64 %nb.0.lcssa.i, 8
  br i1 %min.iters.check240, label %for.body385.i.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check242 = icmp ult i64 %nb.0.lcssa.i, 32
  br i1 %min.iters.check242, label %vec.epilog.ph, label %vector.ph243

vector.ph243:                                     ; preds = %vector.main.loop.iter.check
  %n.mod.vf244 = and i64 %nb.0.lcssa.i, 24
  %n.vec245 = and i64 %nb.0.lcssa.i, -32
  br label %vector.body246

vector.body246:                                   ; preds = %vector.body246, %vector.ph243
  %index247 = phi i64 [ 0, %vector.ph243 ], [ %index.next248, %vector.body246 ]
  %235 = getelementptr inbounds nuw i8, ptr %call46.i, i64 %index247
  %236 = getelementptr inbounds nuw i8, ptr %235, i64 16
  store <16 x i8> zeroinitializer, ptr %235, align 1, !tbaa !76
  store <16 x i8> zeroinitializer, ptr %236, align 1, !tbaa !76
  %index.next248 = add nuw i64 %index247, 32
  %237 = icmp eq i64 %index.next248, %n.vec245
  br i1 %237, label %middle.block249, label %vector.body246, !llvm.loop !85

middle.block249:                                  ; preds = %vector.body246
  %cmp.n250 = icmp eq i64 %nb.0.lcssa.i, %n.vec245
  br i1 %cmp.n250, label %for.cond.cleanup384.i, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block249
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf244, 0
  br i1 %min.epilog.iters.check, label %for.body385.i.preheader, label %vec.epilog.ph, !prof !83

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec245, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec252 = and i64 %nb.0.lcssa.i, -8
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index253 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next254, %vec.epilog.vector.body ]
  %238 = getelementptr inbounds nuw i8, ptr %call46.i, i64 %index253
  store <8 x i8> zeroinitializer, ptr %238, align 1, !tbaa !76
  %index.next254 = add nuw i64 %index253, 8
  %239 = icmp eq i64 %index.next254, %n.vec252
  br i1 %239, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !86

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n255 = icmp eq i64 %nb.0.lcssa.i, %n.vec252
  br i1 %cmp.n255, label %for.cond.cleanup384.i, label %for.body385.i.preheader

for.body385.i.preheader:                          ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %b380.01932.i.ph = phi i64 [ 0, %iter.check ], [ %n.vec245, %vec.epilog.iter.check ], [ %n.vec252, %vec.epilog.middle.block ]
  br label %for.body385.i

for.body374.i:                                    ; preds = %for.body374.i.preheader, %for.body374.i
  %i369.01931.i = phi i64 [ %inc377.i, %for.body374.i ], [ %i369.01931.i.ph, %for.body374.i.preheader ]
  %arrayidx375.i = getelementptr inbounds nuw i8, ptr %call44.i, i64 %i369.01931.i
  store i8 0, ptr %arrayidx375.i, align 1, !tbaa !76
  %inc377.i = add nuw i64 %i369.01931.i, 1
  %exitcond2024.not.i = icmp eq i64 %inc377.i, %ni.0.lcssa.i
  br i1 %exitcond2024.not.i, label %iter.check, label %for.body374.i, !llvm.loop !87

for.cond.cleanup384.i:                            ; preds = %for.body385.i, %vec.epilog.middle.block, %middle.block249
  store i8 1, ptr %call46.i, align 1, !tbaa !76
  store i32 0, ptr %call49.i, align 4, !tbaa !3
  store i32 0, ptr %call52.i, align 4, !tbaa !3
  %wide.trip.count2029.i = zext i32 %2 to i64
  %240 = shl i64 %nf.072, 3
  %241 = mul i64 %240, %conv
  %242 = shl nuw nsw i64 %wide.trip.count2029.i, 3
  %243 = getelementptr i8, ptr %out, i64 %241
  %scevgep = getelementptr i8, ptr %243, i64 %242
  %244 = shl nsw i64 %conv, 3
  %245 = shl nsw i64 %conv, 3
  %246 = shl nsw i64 %conv, 3
  %247 = shl nsw i64 %conv, 3
  %248 = shl nuw nsw i64 %wide.trip.count2029.i, 3
  %scevgep208 = getelementptr i8, ptr %call57.i, i64 %248
  %249 = shl nsw i64 %conv, 3
  %250 = getelementptr i8, ptr %call57.i, i64 %248
  %251 = getelementptr i8, ptr %call57.i, i64 %242
  %min.iters.check229 = icmp ult i32 %2, 4
  %n.vec232 = and i64 %wide.trip.count2029.i, 2147483644
  %cmp.n237 = icmp eq i64 %n.vec232, %wide.trip.count2029.i
  %min.iters.check214 = icmp ult i32 %2, 4
  %n.vec217 = and i64 %wide.trip.count2029.i, 2147483644
  %cmp.n226 = icmp eq i64 %n.vec217, %wide.trip.count2029.i
  %xtraiter531 = and i64 %wide.trip.count2029.i, 3
  %lcmp.mod532.not = icmp eq i64 %xtraiter531, 0
  %min.iters.check = icmp ult i32 %2, 4
  %n.vec = and i64 %wide.trip.count2029.i, 2147483644
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count2029.i
  %xtraiter534 = and i64 %wide.trip.count2029.i, 3
  %lcmp.mod535.not = icmp eq i64 %xtraiter534, 0
  br label %while.body.i

for.body385.i:                                    ; preds = %for.body385.i.preheader, %for.body385.i
  %b380.01932.i = phi i64 [ %inc388.i, %for.body385.i ], [ %b380.01932.i.ph, %for.body385.i.preheader ]
  %arrayidx386.i = getelementptr inbounds nuw i8, ptr %call46.i, i64 %b380.01932.i
  store i8 0, ptr %arrayidx386.i, align 1, !tbaa !76
  %inc388.i = add nuw i64 %b380.01932.i, 1
  %exitcond2025.not.i = icmp eq i64 %inc388.i, %nb.0.lcssa.i
  br i1 %exitcond2025.not.i, label %for.cond.cleanup384.i, label %for.body385.i, !llvm.loop !88

while.body.i:                                     ; preds = %if.end564.i, %for.cond.cleanup384.i
  %tobool3961949.i = phi i1 [ true, %for.cond.cleanup384.i ], [ %tobool396.i, %if.end564.i ]
  %tobool3951948.i = phi i1 [ true, %for.cond.cleanup384.i ], [ %tobool395.i, %if.end564.i ]
  %visit.01947.i = phi i32 [ 0, %for.cond.cleanup384.i ], [ %visit.2.i, %if.end564.i ]
  %sp.01946.i = phi i64 [ 1, %for.cond.cleanup384.i ], [ %sp.2.i, %if.end564.i ]
  br i1 %tobool3951948.i, label %if.then398.i, label %if.end524.i

if.then398.i:                                     ; preds = %while.body.i
  %idxprom400.i = sext i32 %visit.01947.i to i64
  %arrayidx401.i = getelementptr inbounds i32, ptr %call25.i, i64 %idxprom400.i
  %252 = load i32, ptr %arrayidx401.i, align 4, !tbaa !3
  %arrayidx405.i = getelementptr i8, ptr %arrayidx401.i, i64 4
  %253 = load i32, ptr %arrayidx405.i, align 4, !tbaa !3
  %cmp4061944.i = icmp slt i32 %252, %253
  br i1 %cmp4061944.i, label %for.body409.preheader.i, label %if.end524.i

for.body409.preheader.i:                          ; preds = %if.then398.i
  %254 = sext i32 %252 to i64
  %255 = mul i64 %244, %254
  %256 = mul i64 %246, %254
  %257 = getelementptr i8, ptr %call57.i, i64 %256
  %258 = getelementptr i8, ptr %250, i64 %256
  %259 = getelementptr i8, ptr %call57.i, i64 %255
  %260 = getelementptr i8, ptr %251, i64 %255
  br label %for.body409.i

for.body409.i:                                    ; preds = %for.inc520.i, %for.body409.preheader.i
  %indvar = phi i64 [ %indvar.next, %for.inc520.i ], [ 0, %for.body409.preheader.i ]
  %indvars.iv2051.i = phi i64 [ %indvars.iv.next2052.pre-phi.i, %for.inc520.i ], [ %254, %for.body409.preheader.i ]
  %261 = mul i64 %247, %indvar
  %scevgep206 = getelementptr i8, ptr %257, i64 %261
  %scevgep207 = getelementptr i8, ptr %258, i64 %261
  %262 = mul i64 %245, %indvar
  %scevgep200 = getelementptr i8, ptr %259, i64 %262
  %scevgep201 = getelementptr i8, ptr %260, i64 %262
  %arrayidx411.i = getelementptr inbounds i32, ptr %call29.i, i64 %indvars.iv2051.i
  %263 = load i32, ptr %arrayidx411.i, align 4, !tbaa !3
  %tobool412.not.i = icmp eq i32 %263, 0
  br i1 %tobool412.not.i, label %if.end414.i, label %for.body409.for.inc520_crit_edge.i

for.body409.for.inc520_crit_edge.i:               ; preds = %for.body409.i
  %.pre2055.i = add nsw i64 %indvars.iv2051.i, 1
  br label %for.inc520.i

if.end414.i:                                      ; preds = %for.body409.i
  %mul417.i = mul nsw i64 %indvars.iv2051.i, %conv
  %add.ptr.i = getelementptr inbounds nuw double, ptr %call57.i, i64 %mul417.i
  br i1 %cmp1836.i, label %for.body423.i.preheader, label %for.cond.cleanup422.i

for.body423.i.preheader:                          ; preds = %if.end414.i
  br i1 %min.iters.check229, label %for.body423.i.preheader467, label %vector.body233

vector.body233:                                   ; preds = %for.body423.i.preheader, %vector.body233
  %index234 = phi i64 [ %index.next235, %vector.body233 ], [ 0, %for.body423.i.preheader ]
  %264 = getelementptr inbounds nuw double, ptr %add.ptr.i, i64 %index234
  %265 = getelementptr inbounds nuw i8, ptr %264, i64 16
  store <2 x double> zeroinitializer, ptr %264, align 8, !tbaa !15
  store <2 x double> zeroinitializer, ptr %265, align 8, !tbaa !15
  %index.next235 = add nuw i64 %index234, 4
  %266 = icmp eq i64 %index.next235, %n.vec232
  br i1 %266, label %middle.block236, label %vector.body233, !llvm.loop !89

middle.block236:                                  ; preds = %vector.body233
  br i1 %cmp.n237, label %for.cond.cleanup422.i, label %for.body423.i.preheader467

for.body423.i.preheader467:                       ; preds = %for.body423.i.preheader, %middle.block236
  %indvars.iv2026.i.ph = phi i64 [ 0, %for.body423.i.preheader ], [ %n.vec232, %middle.block236 ]
  br label %for.body423.i

for.cond.cleanup422.i:                            ; preds = %for.body423.i, %middle.block236, %if.end414.i
  %arrayidx432.i = getelementptr inbounds i32, ptr %call33.i, i64 %indvars.iv2051.i
  %267 = load i32, ptr %arrayidx432.i, align 4, !tbaa !3
  %268 = add nsw i64 %indvars.iv2051.i, 1
  %arrayidx436.i = getelementptr inbounds i32, ptr %call33.i, i64 %268
  %269 = load i32, ptr %arrayidx436.i, align 4, !tbaa !3
  %cmp4371935.i = icmp slt i32 %267, %269
  br i1 %cmp4371935.i, label %for.body440.preheader.i, label %for.cond.cleanup439.i

for.body440.preheader.i:                          ; preds = %for.cond.cleanup422.i
  %270 = sext i32 %267 to i64
  %wide.trip.count2034.i = sext i32 %269 to i64
  %271 = sub nsw i64 %wide.trip.count2034.i, %270
  %xtraiter528 = and i64 %271, 3
  %lcmp.mod529.not = icmp eq i64 %xtraiter528, 0
  br i1 %lcmp.mod529.not, label %for.body440.i.prol.loopexit, label %for.body440.i.prol

for.body440.i.prol:                               ; preds = %for.body440.preheader.i, %for.body440.i.prol
  %indvars.iv2031.i.prol = phi i64 [ %indvars.iv.next2032.i.prol, %for.body440.i.prol ], [ %270, %for.body440.preheader.i ]
  %prol.iter530 = phi i64 [ %prol.iter530.next, %for.body440.i.prol ], [ 0, %for.body440.preheader.i ]
  %arrayidx443.i.prol = getelementptr inbounds i32, ptr %base.sroa.0.1.lcssa2086.i, i64 %indvars.iv2031.i.prol
  %272 = load i32, ptr %arrayidx443.i.prol, align 4, !tbaa !3
  %idxprom444.i.prol = sext i32 %272 to i64
  %arrayidx445.i.prol = getelementptr inbounds double, ptr %add.ptr.i, i64 %idxprom444.i.prol
  %273 = load double, ptr %arrayidx445.i.prol, align 8, !tbaa !15
  %add446.i.prol = fadd double %273, 1.000000e+00
  store double %add446.i.prol, ptr %arrayidx445.i.prol, align 8, !tbaa !15
  %indvars.iv.next2032.i.prol = add nsw i64 %indvars.iv2031.i.prol, 1
  %prol.iter530.next = add i64 %prol.iter530, 1
  %prol.iter530.cmp.not = icmp eq i64 %prol.iter530.next, %xtraiter528
  br i1 %prol.iter530.cmp.not, label %for.body440.i.prol.loopexit, label %for.body440.i.prol, !llvm.loop !90

for.body440.i.prol.loopexit:                      ; preds = %for.body440.i.prol, %for.body440.preheader.i
  %indvars.iv2031.i.unr = phi i64 [ %270, %for.body440.preheader.i ], [ %indvars.iv.next2032.i.prol, %for.body440.i.prol ]
  %274 = sub nsw i64 %270, %wide.trip.count2034.i
  %275 = icmp ugt i64 %274, -4
  br i1 %275, label %for.cond.cleanup439.i, label %for.body440.i

for.body423.i:                                    ; preds = %for.body423.i.preheader467, %for.body423.i
  %indvars.iv2026.i = phi i64 [ %indvars.iv.next2027.i, %for.body423.i ], [ %indvars.iv2026.i.ph, %for.body423.i.preheader467 ]
  %arrayidx425.i = getelementptr inbounds nuw double, ptr %add.ptr.i, i64 %indvars.iv2026.i
  store double 0.000000e+00, ptr %arrayidx425.i, align 8, !tbaa !15
  %indvars.iv.next2027.i = add nuw nsw i64 %indvars.iv2026.i, 1
  %exitcond2030.not.i = icmp eq i64 %indvars.iv.next2027.i, %wide.trip.count2029.i
  br i1 %exitcond2030.not.i, label %for.cond.cleanup422.i, label %for.body423.i, !llvm.loop !91

for.cond.cleanup439.i:                            ; preds = %for.body440.i.prol.loopexit, %for.body440.i, %for.cond.cleanup422.i
  %arrayidx453.i = getelementptr inbounds i32, ptr %call37.i, i64 %indvars.iv2051.i
  %276 = load i32, ptr %arrayidx453.i, align 4, !tbaa !3
  %arrayidx457.i = getelementptr inbounds i32, ptr %call37.i, i64 %268
  %277 = load i32, ptr %arrayidx457.i, align 4, !tbaa !3
  %cmp4581940.i = icmp slt i32 %276, %277
  br i1 %cmp4581940.i, label %for.body461.lr.ph.i, label %for.cond.cleanup460.i

for.body461.lr.ph.i:                              ; preds = %for.cond.cleanup439.i
  %278 = load i32, ptr %flow.i, align 8, !tbaa !92
  %tobool466.not.i = icmp eq i32 %278, 0
  %279 = sext i32 %276 to i64
  %wide.trip.count2044.i = sext i32 %277 to i64
  br label %for.body461.i

for.body440.i:                                    ; preds = %for.body440.i.prol.loopexit, %for.body440.i
  %indvars.iv2031.i = phi i64 [ %indvars.iv.next2032.i.3, %for.body440.i ], [ %indvars.iv2031.i.unr, %for.body440.i.prol.loopexit ]
  %arrayidx443.i = getelementptr inbounds i32, ptr %base.sroa.0.1.lcssa2086.i, i64 %indvars.iv2031.i
  %280 = load i32, ptr %arrayidx443.i, align 4, !tbaa !3
  %idxprom444.i = sext i32 %280 to i64
  %arrayidx445.i = getelementptr inbounds double, ptr %add.ptr.i, i64 %idxprom444.i
  %281 = load double, ptr %arrayidx445.i, align 8, !tbaa !15
  %add446.i = fadd double %281, 1.000000e+00
  store double %add446.i, ptr %arrayidx445.i, align 8, !tbaa !15
  %282 = getelementptr i32, ptr %base.sroa.0.1.lcssa2086.i, i64 %indvars.iv2031.i
  %arrayidx443.i.1 = getelementptr i8, ptr %282, i64 4
  %283 = load i32, ptr %arrayidx443.i.1, align 4, !tbaa !3
  %idxprom444.i.1 = sext i32 %283 to i64
  %arrayidx445.i.1 = getelementptr inbounds double, ptr %add.ptr.i, i64 %idxprom444.i.1
  %284 = load double, ptr %arrayidx445.i.1, align 8, !tbaa !15
  %add446.i.1 = fadd double %284, 1.000000e+00
  store double %add446.i.1, ptr %arrayidx445.i.1, align 8, !tbaa !15
  %285 = getelementptr i32, ptr %base.sroa.0.1.lcssa2086.i, i64 %indvars.iv2031.i
  %arrayidx443.i.2 = getelementptr i8, ptr %285, i64 8
  %286 = load i32, ptr %arrayidx443.i.2, align 4, !tbaa !3
  %idxprom444.i.2 = sext i32 %286 to i64
  %arrayidx445.i.2 = getelementptr inbounds double, ptr %add.ptr.i, i64 %idxprom444.i.2
  %287 = load double, ptr %arrayidx445.i.2, align 8, !tbaa !15
  %add446.i.2 = fadd double %287, 1.000000e+00
  store double %add446.i.2, ptr %arrayidx445.i.2, align 8, !tbaa !15
  %288 = getelementptr i32, ptr %base.sroa.0.1.lcssa2086.i, i64 %indvars.iv2031.i
  %arrayidx443.i.3 = getelementptr i8, ptr %288, i64 12
  %289 = load i32, ptr %arrayidx443.i.3, align 4, !tbaa !3
  %idxprom444.i.3 = sext i32 %289 to i64
  %arrayidx445.i.3 = getelementptr inbounds double, ptr %add.ptr.i, i64 %idxprom444.i.3
  %290 = load double, ptr %arrayidx445.i.3, align 8, !tbaa !15
  %add446.i.3 = fadd double %290, 1.000000e+00
  store double %add446.i.3, ptr %arrayidx445.i.3, align 8, !tbaa !15
  %indvars.iv.next2032.i.3 = add nsw i64 %indvars.iv2031.i, 4
  %exitcond2035.not.i.3 = icmp eq i64 %indvars.iv.next2032.i.3, %wide.trip.count2034.i
  br i1 %exitcond2035.not.i.3, label %for.cond.cleanup439.i, label %for.body440.i, !llvm.loop !93

for.cond.cleanup460.i:                            ; preds = %if.end498.i, %for.cond.cleanup439.i
  %arrayidx504.i = getelementptr inbounds i8, ptr %call44.i, i64 %indvars.iv2051.i
  store i8 1, ptr %arrayidx504.i, align 1, !tbaa !76
  br i1 %cmp1836.i, label %for.body510.i.preheader, label %for.inc520.i

for.body510.i.preheader:                          ; preds = %for.cond.cleanup460.i
  br i1 %min.iters.check, label %for.body510.i.preheader466, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body510.i.preheader
  %bound0 = icmp ult ptr %add.ptr, %scevgep201
  %bound1 = icmp ult ptr %scevgep200, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body510.i.preheader466, label %vector.body

vector.body:                                      ; preds = %vector.memcheck, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.memcheck ]
  %291 = getelementptr inbounds nuw double, ptr %add.ptr.i, i64 %index
  %292 = getelementptr inbounds nuw i8, ptr %291, i64 16
  %wide.load = load <2 x double>, ptr %291, align 8, !tbaa !15, !alias.scope !94
  %wide.load202 = load <2 x double>, ptr %292, align 8, !tbaa !15, !alias.scope !94
  %293 = getelementptr inbounds nuw double, ptr %add.ptr, i64 %index
  %294 = getelementptr inbounds nuw i8, ptr %293, i64 16
  %wide.load203 = load <2 x double>, ptr %293, align 8, !tbaa !15, !alias.scope !97, !noalias !94
  %wide.load204 = load <2 x double>, ptr %294, align 8, !tbaa !15, !alias.scope !97, !noalias !94
  %295 = fadd <2 x double> %wide.load, %wide.load203
  %296 = fadd <2 x double> %wide.load202, %wide.load204
  store <2 x double> %295, ptr %293, align 8, !tbaa !15, !alias.scope !97, !noalias !94
  store <2 x double> %296, ptr %294, align 8, !tbaa !15, !alias.scope !97, !noalias !94
  %index.next = add nuw i64 %index, 4
  %297 = icmp eq i64 %index.next, %n.vec
  br i1 %297, label %middle.block, label %vector.body, !llvm.loop !99

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %for.inc520.i, label %for.body510.i.preheader466

for.body510.i.preheader466:                       ; preds = %vector.memcheck, %for.body510.i.preheader, %middle.block
  %indvars.iv2046.i.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body510.i.preheader ], [ %n.vec, %middle.block ]
  br i1 %lcmp.mod535.not, label %for.body510.i.prol.loopexit, label %for.body510.i.prol

for.body510.i.prol:                               ; preds = %for.body510.i.preheader466, %for.body510.i.prol
  %indvars.iv2046.i.prol = phi i64 [ %indvars.iv.next2047.i.prol, %for.body510.i.prol ], [ %indvars.iv2046.i.ph, %for.body510.i.preheader466 ]
  %prol.iter536 = phi i64 [ %prol.iter536.next, %for.body510.i.prol ], [ 0, %for.body510.i.preheader466 ]
  %arrayidx512.i.prol = getelementptr inbounds nuw double, ptr %add.ptr.i, i64 %indvars.iv2046.i.prol
  %298 = load double, ptr %arrayidx512.i.prol, align 8, !tbaa !15
  %arrayidx514.i.prol = getelementptr inbounds nuw double, ptr %add.ptr, i64 %indvars.iv2046.i.prol
  %299 = load double, ptr %arrayidx514.i.prol, align 8, !tbaa !15
  %add515.i.prol = fadd double %298, %299
  store double %add515.i.prol, ptr %arrayidx514.i.prol, align 8, !tbaa !15
  %indvars.iv.next2047.i.prol = add nuw nsw i64 %indvars.iv2046.i.prol, 1
  %prol.iter536.next = add i64 %prol.iter536, 1
  %prol.iter536.cmp.not = icmp eq i64 %prol.iter536.next, %xtraiter534
  br i1 %prol.iter536.cmp.not, label %for.body510.i.prol.loopexit, label %for.body510.i.prol, !llvm.loop !100

for.body510.i.prol.loopexit:                      ; preds = %for.body510.i.prol, %for.body510.i.preheader466
  %indvars.iv2046.i.unr = phi i64 [ %indvars.iv2046.i.ph, %for.body510.i.preheader466 ], [ %indvars.iv.next2047.i.prol, %for.body510.i.prol ]
  %300 = sub nsw i64 %indvars.iv2046.i.ph, %wide.trip.count2029.i
  %301 = icmp ugt i64 %300, -4
  br i1 %301, label %for.inc520.i, label %for.body510.i

for.body461.i:                                    ; preds = %if.end498.i, %for.body461.lr.ph.i
  %indvars.iv2041.i = phi i64 [ %279, %for.body461.lr.ph.i ], [ %indvars.iv.next2042.i, %if.end498.i ]
  br i1 %tobool466.not.i, label %if.else491.i, label %land.lhs.true467.i

land.lhs.true467.i:                               ; preds = %for.body461.i
  %arrayidx465.i = getelementptr inbounds i32, ptr %use_def.sroa.0.1.lcssa2089.i, i64 %indvars.iv2041.i
  %302 = load i32, ptr %arrayidx465.i, align 4, !tbaa !3
  %idxprom468.i = sext i32 %302 to i64
  %arrayidx469.i = getelementptr inbounds i8, ptr %call44.i, i64 %idxprom468.i
  %303 = load i8, ptr %arrayidx469.i, align 1, !tbaa !76
  %tobool471.not.i = icmp eq i8 %303, 0
  br i1 %tobool471.not.i, label %if.else491.i, label %if.then472.i

if.then472.i:                                     ; preds = %land.lhs.true467.i
  %mul475.i = mul nsw i64 %idxprom468.i, %conv
  %add.ptr476.i = getelementptr double, ptr %call57.i, i64 %mul475.i
  br i1 %cmp1836.i, label %for.body481.i.preheader, label %if.end498.i

for.body481.i.preheader:                          ; preds = %if.then472.i
  br i1 %min.iters.check214, label %for.body481.i.preheader461, label %vector.memcheck205

vector.memcheck205:                               ; preds = %for.body481.i.preheader
  %304 = mul i64 %249, %idxprom468.i
  %scevgep209 = getelementptr i8, ptr %scevgep208, i64 %304
  %bound0210 = icmp ult ptr %scevgep206, %scevgep209
  %bound1211 = icmp ult ptr %add.ptr476.i, %scevgep207
  %found.conflict212 = and i1 %bound0210, %bound1211
  br i1 %found.conflict212, label %for.body481.i.preheader461, label %vector.body218

vector.body218:                                   ; preds = %vector.memcheck205, %vector.body218
  %index219 = phi i64 [ %index.next224, %vector.body218 ], [ 0, %vector.memcheck205 ]
  %305 = getelementptr inbounds nuw double, ptr %add.ptr476.i, i64 %index219
  %306 = getelementptr inbounds nuw i8, ptr %305, i64 16
  %wide.load220 = load <2 x double>, ptr %305, align 8, !tbaa !15, !alias.scope !101
  %wide.load221 = load <2 x double>, ptr %306, align 8, !tbaa !15, !alias.scope !101
  %307 = getelementptr inbounds nuw double, ptr %add.ptr.i, i64 %index219
  %308 = getelementptr inbounds nuw i8, ptr %307, i64 16
  %wide.load222 = load <2 x double>, ptr %307, align 8, !tbaa !15, !alias.scope !104, !noalias !101
  %wide.load223 = load <2 x double>, ptr %308, align 8, !tbaa !15, !alias.scope !104, !noalias !101
  %309 = fadd <2 x double> %wide.load220, %wide.load222
  %310 = fadd <2 x double> %wide.load221, %wide.load223
  store <2 x double> %309, ptr %307, align 8, !tbaa !15, !alias.scope !104, !noalias !101
  store <2 x double> %310, ptr %308, align 8, !tbaa !15, !alias.scope !104, !noalias !101
  %index.next224 = add nuw i64 %index219, 4
  %311 = icmp eq i64 %index.next224, %n.vec217
  br i1 %311, label %middle.block225, label %vector.body218, !llvm.loop !106

middle.block225:                                  ; preds = %vector.body218
  br i1 %cmp.n226, label %if.end498.i, label %for.body481.i.preheader461

for.body481.i.preheader461:                       ; preds = %vector.memcheck205, %for.body481.i.preheader, %middle.block225
  %indvars.iv2036.i.ph = phi i64 [ 0, %vector.memcheck205 ], [ 0, %for.body481.i.preheader ], [ %n.vec217, %middle.block225 ]
  br i1 %lcmp.mod532.not, label %for.body481.i.prol.loopexit, label %for.body481.i.prol

for.body481.i.prol:                               ; preds = %for.body481.i.preheader461, %for.body481.i.prol
  %indvars.iv2036.i.prol = phi i64 [ %indvars.iv.next2037.i.prol, %for.body481.i.prol ], [ %indvars.iv2036.i.ph, %for.body481.i.preheader461 ]
  %prol.iter533 = phi i64 [ %prol.iter533.next, %for.body481.i.prol ], [ 0, %for.body481.i.preheader461 ]
  %arrayidx483.i.prol = getelementptr inbounds nuw double, ptr %add.ptr476.i, i64 %indvars.iv2036.i.prol
  %312 = load double, ptr %arrayidx483.i.prol, align 8, !tbaa !15
  %arrayidx485.i.prol = getelementptr inbounds nuw double, ptr %add.ptr.i, i64 %indvars.iv2036.i.prol
  %313 = load double, ptr %arrayidx485.i.prol, align 8, !tbaa !15
  %add486.i.prol = fadd double %312, %313
  store double %add486.i.prol, ptr %arrayidx485.i.prol, align 8, !tbaa !15
  %indvars.iv.next2037.i.prol = add nuw nsw i64 %indvars.iv2036.i.prol, 1
  %prol.iter533.next = add i64 %prol.iter533, 1
  %prol.iter533.cmp.not = icmp eq i64 %prol.iter533.next, %xtraiter531
  br i1 %prol.iter533.cmp.not, label %for.body481.i.prol.loopexit, label %for.body481.i.prol, !llvm.loop !107

for.body481.i.prol.loopexit:                      ; preds = %for.body481.i.prol, %for.body481.i.preheader461
  %indvars.iv2036.i.unr = phi i64 [ %indvars.iv2036.i.ph, %for.body481.i.preheader461 ], [ %indvars.iv.next2037.i.prol, %for.body481.i.prol ]
  %314 = sub nsw i64 %indvars.iv2036.i.ph, %wide.trip.count2029.i
  %315 = icmp ugt i64 %314, -4
  br i1 %315, label %if.end498.i, label %for.body481.i

for.body481.i:                                    ; preds = %for.body481.i.prol.loopexit, %for.body481.i
  %indvars.iv2036.i = phi i64 [ %indvars.iv.next2037.i.3, %for.body481.i ], [ %indvars.iv2036.i.unr, %for.body481.i.prol.loopexit ]
  %arrayidx483.i = getelementptr inbounds nuw double, ptr %add.ptr476.i, i64 %indvars.iv2036.i
  %316 = load double, ptr %arrayidx483.i, align 8, !tbaa !15
  %arrayidx485.i = getelementptr inbounds nuw double, ptr %add.ptr.i, i64 %indvars.iv2036.i
  %317 = load double, ptr %arrayidx485.i, align 8, !tbaa !15
  %add486.i = fadd double %316, %317
  store double %add486.i, ptr %arrayidx485.i, align 8, !tbaa !15
  %indvars.iv.next2037.i = add nuw nsw i64 %indvars.iv2036.i, 1
  %arrayidx483.i.1 = getelementptr inbounds nuw double, ptr %add.ptr476.i, i64 %indvars.iv.next2037.i
  %318 = load double, ptr %arrayidx483.i.1, align 8, !tbaa !15
  %arrayidx485.i.1 = getelementptr inbounds nuw double, ptr %add.ptr.i, i64 %indvars.iv.next2037.i
  %319 = load double, ptr %arrayidx485.i.1, align 8, !tbaa !15
  %add486.i.1 = fadd double %318, %319
  store double %add486.i.1, ptr %arrayidx485.i.1, align 8, !tbaa !15
  %indvars.iv.next2037.i.1 = add nuw nsw i64 %indvars.iv2036.i, 2
  %arrayidx483.i.2 = getelementptr inbounds nuw double, ptr %add.ptr476.i, i64 %indvars.iv.next2037.i.1
  %320 = load double, ptr %arrayidx483.i.2, align 8, !tbaa !15
  %arrayidx485.i.2 = getelementptr inbounds nuw double, ptr %add.ptr.i, i64 %indvars.iv.next2037.i.1
  %321 = load double, ptr %arrayidx485.i.2, align 8, !tbaa !15
  %add486.i.2 = fadd double %320, %321
  store double %add486.i.2, ptr %arrayidx485.i.2, align 8, !tbaa !15
  %indvars.iv.next2037.i.2 = add nuw nsw i64 %indvars.iv2036.i, 3
  %arrayidx483.i.3 = getelementptr inbounds nuw double, ptr %add.ptr476.i, i64 %indvars.iv.next2037.i.2
  %322 = load double, ptr %arrayidx483.i.3, align 8, !tbaa !15
  %arrayidx485.i.3 = getelementptr inbounds nuw double, ptr %add.ptr.i, i64 %indvars.iv.next2037.i.2
  %323 = load double, ptr %arrayidx485.i.3, align 8, !tbaa !15
  %add486.i.3 = fadd double %322, %323
  store double %add486.i.3, ptr %arrayidx485.i.3, align 8, !tbaa !15
  %indvars.iv.next2037.i.3 = add nuw nsw i64 %indvars.iv2036.i, 4
  %exitcond2040.not.i.3 = icmp eq i64 %indvars.iv.next2037.i.3, %wide.trip.count2029.i
  br i1 %exitcond2040.not.i.3, label %if.end498.i, label %for.body481.i, !llvm.loop !108

if.else491.i:                                     ; preds = %land.lhs.true467.i, %for.body461.i
  %arrayidx494.i = getelementptr inbounds i32, ptr %use_kind.sroa.0.1.lcssa2092.i, i64 %indvars.iv2041.i
  %324 = load i32, ptr %arrayidx494.i, align 4, !tbaa !3
  %idxprom495.i = sext i32 %324 to i64
  %arrayidx496.i = getelementptr inbounds double, ptr %add.ptr.i, i64 %idxprom495.i
  %325 = load double, ptr %arrayidx496.i, align 8, !tbaa !15
  %add497.i = fadd double %325, 1.000000e+00
  store double %add497.i, ptr %arrayidx496.i, align 8, !tbaa !15
  br label %if.end498.i

if.end498.i:                                      ; preds = %for.body481.i.prol.loopexit, %for.body481.i, %middle.block225, %if.else491.i, %if.then472.i
  %indvars.iv.next2042.i = add nsw i64 %indvars.iv2041.i, 1
  %exitcond2045.not.i = icmp eq i64 %indvars.iv.next2042.i, %wide.trip.count2044.i
  br i1 %exitcond2045.not.i, label %for.cond.cleanup460.i, label %for.body461.i, !llvm.loop !109

for.body510.i:                                    ; preds = %for.body510.i.prol.loopexit, %for.body510.i
  %indvars.iv2046.i = phi i64 [ %indvars.iv.next2047.i.3, %for.body510.i ], [ %indvars.iv2046.i.unr, %for.body510.i.prol.loopexit ]
  %arrayidx512.i = getelementptr inbounds nuw double, ptr %add.ptr.i, i64 %indvars.iv2046.i
  %326 = load double, ptr %arrayidx512.i, align 8, !tbaa !15
  %arrayidx514.i = getelementptr inbounds nuw double, ptr %add.ptr, i64 %indvars.iv2046.i
  %327 = load double, ptr %arrayidx514.i, align 8, !tbaa !15
  %add515.i = fadd double %326, %327
  store double %add515.i, ptr %arrayidx514.i, align 8, !tbaa !15
  %indvars.iv.next2047.i = add nuw nsw i64 %indvars.iv2046.i, 1
  %arrayidx512.i.1 = getelementptr inbounds nuw double, ptr %add.ptr.i, i64 %indvars.iv.next2047.i
  %328 = load double, ptr %arrayidx512.i.1, align 8, !tbaa !15
  %arrayidx514.i.1 = getelementptr inbounds nuw double, ptr %add.ptr, i64 %indvars.iv.next2047.i
  %329 = load double, ptr %arrayidx514.i.1, align 8, !tbaa !15
  %add515.i.1 = fadd double %328, %329
  store double %add515.i.1, ptr %arrayidx514.i.1, align 8, !tbaa !15
  %indvars.iv.next2047.i.1 = add nuw nsw i64 %indvars.iv2046.i, 2
  %arrayidx512.i.2 = getelementptr inbounds nuw double, ptr %add.ptr.i, i64 %indvars.iv.next2047.i.1
  %330 = load double, ptr %arrayidx512.i.2, align 8, !tbaa !15
  %arrayidx514.i.2 = getelementptr inbounds nuw double, ptr %add.ptr, i64 %indvars.iv.next2047.i.1
  %331 = load double, ptr %arrayidx514.i.2, align 8, !tbaa !15
  %add515.i.2 = fadd double %330, %331
  store double %add515.i.2, ptr %arrayidx514.i.2, align 8, !tbaa !15
  %indvars.iv.next2047.i.2 = add nuw nsw i64 %indvars.iv2046.i, 3
  %arrayidx512.i.3 = getelementptr inbounds nuw double, ptr %add.ptr.i, i64 %indvars.iv.next2047.i.2
  %332 = load double, ptr %arrayidx512.i.3, align 8, !tbaa !15
  %arrayidx514.i.3 = getelementptr inbounds nuw double, ptr %add.ptr, i64 %indvars.iv.next2047.i.2
  %333 = load double, ptr %arrayidx514.i.3, align 8, !tbaa !15
  %add515.i.3 = fadd double %332, %333
  store double %add515.i.3, ptr %arrayidx514.i.3, align 8, !tbaa !15
  %indvars.iv.next2047.i.3 = add nuw nsw i64 %indvars.iv2046.i, 4
  %exitcond2050.not.i.3 = icmp eq i64 %indvars.iv.next2047.i.3, %wide.trip.count2029.i
  br i1 %exitcond2050.not.i.3, label %for.inc520.i, label %for.body510.i, !llvm.loop !110

for.inc520.i:                                     ; preds = %for.body510.i.prol.loopexit, %for.body510.i, %middle.block, %for.cond.cleanup460.i, %for.body409.for.inc520_crit_edge.i
  %indvars.iv.next2052.pre-phi.i = phi i64 [ %.pre2055.i, %for.body409.for.inc520_crit_edge.i ], [ %268, %for.cond.cleanup460.i ], [ %268, %middle.block ], [ %268, %for.body510.i ], [ %268, %for.body510.i.prol.loopexit ]
  %334 = load i32, ptr %arrayidx405.i, align 4, !tbaa !3
  %335 = sext i32 %334 to i64
  %cmp406.i = icmp slt i64 %indvars.iv.next2052.pre-phi.i, %335
  %indvar.next = add i64 %indvar, 1
  br i1 %cmp406.i, label %for.body409.i, label %if.end524.i, !llvm.loop !111

if.end524.i:                                      ; preds = %for.inc520.i, %if.then398.i, %while.body.i
  br i1 %tobool3961949.i, label %if.end527.i, label %done.i

if.end527.i:                                      ; preds = %if.end524.i
  %sub529.i = add i64 %sp.01946.i, -1
  %arrayidx530.i = getelementptr inbounds nuw i32, ptr %call49.i, i64 %sub529.i
  %336 = load i32, ptr %arrayidx530.i, align 4, !tbaa !3
  %arrayidx533.i = getelementptr inbounds nuw i32, ptr %call52.i, i64 %sub529.i
  %337 = load i32, ptr %arrayidx533.i, align 4, !tbaa !3
  %idxprom534.i = sext i32 %336 to i64
  %arrayidx535.i = getelementptr inbounds i32, ptr %call41.i, i64 %idxprom534.i
  %338 = load i32, ptr %arrayidx535.i, align 4, !tbaa !3
  %add536.i = add nsw i32 %338, %337
  %arrayidx539.i = getelementptr i8, ptr %arrayidx535.i, i64 4
  %339 = load i32, ptr %arrayidx539.i, align 4, !tbaa !3
  %cmp540.i = icmp slt i32 %add536.i, %339
  br i1 %cmp540.i, label %if.then542.i, label %if.end564.i

if.then542.i:                                     ; preds = %if.end527.i
  %add543.i = add nsw i32 %337, 1
  store i32 %add543.i, ptr %arrayidx533.i, align 4, !tbaa !3
  %340 = load i32, ptr %arrayidx535.i, align 4, !tbaa !3
  %add550.i = add nsw i32 %340, %337
  %idxprom551.i = sext i32 %add550.i to i64
  %arrayidx552.i = getelementptr inbounds i32, ptr %succ.sroa.0.1.lcssa.i, i64 %idxprom551.i
  %341 = load i32, ptr %arrayidx552.i, align 4, !tbaa !3
  %idxprom553.i = sext i32 %341 to i64
  %arrayidx554.i = getelementptr inbounds i8, ptr %call46.i, i64 %idxprom553.i
  %342 = load i8, ptr %arrayidx554.i, align 1, !tbaa !76
  %tobool555.not.i = icmp eq i8 %342, 0
  br i1 %tobool555.not.i, label %if.then556.i, label %if.end564.i

if.then556.i:                                     ; preds = %if.then542.i
  store i8 1, ptr %arrayidx554.i, align 1, !tbaa !76
  %arrayidx559.i = getelementptr inbounds nuw i32, ptr %call49.i, i64 %sp.01946.i
  store i32 %341, ptr %arrayidx559.i, align 4, !tbaa !3
  %arrayidx560.i = getelementptr inbounds nuw i32, ptr %call52.i, i64 %sp.01946.i
  store i32 0, ptr %arrayidx560.i, align 4, !tbaa !3
  %inc561.i = add i64 %sp.01946.i, 1
  br label %if.end564.i

if.end564.i:                                      ; preds = %if.then556.i, %if.then542.i, %if.end527.i
  %sp.2.i = phi i64 [ %inc561.i, %if.then556.i ], [ %sp.01946.i, %if.then542.i ], [ %sub529.i, %if.end527.i ]
  %visit.2.i = phi i32 [ %341, %if.then556.i ], [ %visit.01947.i, %if.then542.i ], [ %visit.01947.i, %if.end527.i ]
  %tobool395.i = phi i1 [ true, %if.then556.i ], [ false, %if.then542.i ], [ false, %if.end527.i ]
  %tobool396.i = icmp ne i64 %sp.2.i, 0
  %343 = select i1 %tobool395.i, i1 true, i1 %tobool396.i
  br i1 %343, label %while.body.i, label %done.i, !llvm.loop !112

done.sink.split.i:                                ; preds = %cond.end268.i, %cond.end249.thread.i, %cond.end249.i, %cond.end.i, %for.body136.i
  %cond25015251532.sink.i = phi i32 [ %call139.i, %cond.end.i ], [ %call139.i, %for.body136.i ], [ %sub.sink.i, %cond.end268.i ], [ %call248.i, %cond.end249.thread.i ], [ %sub.i, %cond.end249.i ]
  %base.sroa.0.11.ph.i = phi ptr [ %base.sroa.0.11879.i, %cond.end.i ], [ %base.sroa.0.11879.i, %for.body136.i ], [ %base.sroa.0.2.lcssa.i, %cond.end268.i ], [ %base.sroa.0.2.lcssa.i, %cond.end249.thread.i ], [ %base.sroa.0.2.lcssa.i, %cond.end249.i ]
  %use_def.sroa.0.9.ph.i = phi ptr [ %use_def.sroa.0.11882.i, %cond.end.i ], [ %use_def.sroa.0.11882.i, %for.body136.i ], [ %use_def.sroa.0.2.lcssa.i, %cond.end268.i ], [ %use_def.sroa.0.2.lcssa.i, %cond.end249.thread.i ], [ %use_def.sroa.0.2.lcssa.i, %cond.end249.i ]
  %use_kind.sroa.0.9.ph.i = phi ptr [ %use_kind.sroa.0.11885.i, %cond.end.i ], [ %use_kind.sroa.0.11885.i, %for.body136.i ], [ %use_kind.sroa.0.2.lcssa.i, %cond.end268.i ], [ %use_kind.sroa.0.2.lcssa.i, %cond.end249.thread.i ], [ %use_kind.sroa.0.2.lcssa.i, %cond.end249.i ]
  %bbs.sroa.0.10.ph.i = phi ptr [ %bbs.sroa.0.11888.i, %cond.end.i ], [ %bbs.sroa.0.11888.i, %for.body136.i ], [ %bbs.sroa.0.2.lcssa.i, %cond.end268.i ], [ %bbs.sroa.0.2.lcssa.i, %cond.end249.thread.i ], [ %bbs.sroa.0.2.lcssa.i, %cond.end249.i ]
  %rc.16.ph.i = phi i32 [ -2, %cond.end.i ], [ -2, %for.body136.i ], [ -3, %cond.end268.i ], [ -3, %cond.end249.thread.i ], [ -3, %cond.end249.i ]
  store i32 %cond25015251532.sink.i, ptr %err_info, align 4, !tbaa !3
  br label %done.i

done.i:                                           ; preds = %if.end564.i, %if.end524.i, %if.then.i1237.i, %if.then.i1025.i, %if.then.i.i, %if.then.i1281.i, %if.then.i1203.i, %map_get.exit1193.i, %if.then215.i, %if.then.i1146.i, %if.then.i1112.i, %if.then.i1078.i, %if.end.i1183.i, %done.sink.split.i, %while.end.i956.i, %while.end.i.i, %if.end.i
  %bmap.sroa.0.0.i = phi ptr [ %call.i.i, %if.then.i1237.i ], [ %call.i.i, %while.end.i.i ], [ %call.i.i, %if.then.i1281.i ], [ %call.i.i, %done.sink.split.i ], [ null, %if.end.i ], [ %call.i.i, %if.then.i1203.i ], [ %call.i.i, %if.end.i1183.i ], [ %call.i.i, %while.end.i956.i ], [ %call.i.i, %if.then.i1078.i ], [ %call.i.i, %if.then.i1112.i ], [ %call.i.i, %if.then.i1146.i ], [ %call.i.i, %if.then215.i ], [ %call.i.i, %map_get.exit1193.i ], [ %call.i.i, %if.then.i.i ], [ %call.i.i, %if.then.i1025.i ], [ %call.i.i, %if.end524.i ], [ %call.i.i, %if.end564.i ]
  %bmap.sroa.10.0.i = phi ptr [ %call4.i.i, %if.then.i1237.i ], [ %call4.i.i, %while.end.i.i ], [ %call4.i.i, %if.then.i1281.i ], [ %call4.i.i, %done.sink.split.i ], [ null, %if.end.i ], [ %call4.i.i, %if.then.i1203.i ], [ %call4.i.i, %if.end.i1183.i ], [ %call4.i.i, %while.end.i956.i ], [ %call4.i.i, %if.then.i1078.i ], [ %call4.i.i, %if.then.i1112.i ], [ %call4.i.i, %if.then.i1146.i ], [ %call4.i.i, %if.then215.i ], [ %call4.i.i, %map_get.exit1193.i ], [ %call4.i.i, %if.then.i.i ], [ %call4.i.i, %if.then.i1025.i ], [ %call4.i.i, %if.end524.i ], [ %call4.i.i, %if.end564.i ]
  %imap.sroa.0.0.i = phi ptr [ %call.i959.i, %if.then.i1237.i ], [ null, %while.end.i.i ], [ %call.i959.i, %if.then.i1281.i ], [ %call.i959.i, %done.sink.split.i ], [ null, %if.end.i ], [ %call.i959.i, %if.then.i1203.i ], [ %call.i959.i, %if.end.i1183.i ], [ %call.i959.i, %while.end.i956.i ], [ %call.i959.i, %if.then.i1078.i ], [ %call.i959.i, %if.then.i1112.i ], [ %call.i959.i, %if.then.i1146.i ], [ %call.i959.i, %if.then215.i ], [ %call.i959.i, %map_get.exit1193.i ], [ %call.i959.i, %if.then.i.i ], [ %call.i959.i, %if.then.i1025.i ], [ %call.i959.i, %if.end524.i ], [ %call.i959.i, %if.end564.i ]
  %imap.sroa.10.0.i = phi ptr [ %call4.i961.i, %if.then.i1237.i ], [ null, %while.end.i.i ], [ %call4.i961.i, %if.then.i1281.i ], [ %call4.i961.i, %done.sink.split.i ], [ null, %if.end.i ], [ %call4.i961.i, %if.then.i1203.i ], [ %call4.i961.i, %if.end.i1183.i ], [ %call4.i961.i, %while.end.i956.i ], [ %call4.i961.i, %if.then.i1078.i ], [ %call4.i961.i, %if.then.i1112.i ], [ %call4.i961.i, %if.then.i1146.i ], [ %call4.i961.i, %if.then215.i ], [ %call4.i961.i, %map_get.exit1193.i ], [ %call4.i961.i, %if.then.i.i ], [ %call4.i961.i, %if.then.i1025.i ], [ %call4.i961.i, %if.end524.i ], [ %call4.i961.i, %if.end564.i ]
  %base.sroa.0.11.i = phi ptr [ %base.sroa.0.2.lcssa.i, %if.then.i1237.i ], [ null, %while.end.i.i ], [ %base.sroa.0.1.lcssa2086.i, %if.then.i1281.i ], [ %base.sroa.0.11.ph.i, %done.sink.split.i ], [ null, %if.end.i ], [ %base.sroa.0.16.i, %if.then.i1203.i ], [ %base.sroa.0.16.i, %if.end.i1183.i ], [ null, %while.end.i956.i ], [ %base.sroa.0.16.i, %map_get.exit1193.i ], [ %base.sroa.0.16.i, %if.then215.i ], [ %base.sroa.0.21850.i, %if.then.i1146.i ], [ %base.sroa.0.21850.i, %if.then.i1112.i ], [ %base.sroa.0.21850.i, %if.then.i1078.i ], [ %base.sroa.0.12.i, %if.then.i1025.i ], [ %base.sroa.0.11879.i, %if.then.i.i ], [ %base.sroa.0.1.lcssa2086.i, %if.end524.i ], [ %base.sroa.0.1.lcssa2086.i, %if.end564.i ]
  %use_def.sroa.0.9.i = phi ptr [ %use_def.sroa.0.2.lcssa.i, %if.then.i1237.i ], [ null, %while.end.i.i ], [ %use_def.sroa.0.1.lcssa2089.i, %if.then.i1281.i ], [ %use_def.sroa.0.9.ph.i, %done.sink.split.i ], [ null, %if.end.i ], [ %use_def.sroa.0.21853.i, %if.then.i1203.i ], [ %use_def.sroa.0.21853.i, %if.end.i1183.i ], [ null, %while.end.i956.i ], [ %use_def.sroa.0.21853.i, %map_get.exit1193.i ], [ %use_def.sroa.0.21853.i, %if.then215.i ], [ %use_def.sroa.0.21853.i, %if.then.i1146.i ], [ %use_def.sroa.0.10.i, %if.then.i1112.i ], [ %use_def.sroa.0.21853.i, %if.then.i1078.i ], [ %use_def.sroa.0.11882.i, %if.then.i1025.i ], [ %use_def.sroa.0.11882.i, %if.then.i.i ], [ %use_def.sroa.0.1.lcssa2089.i, %if.end524.i ], [ %use_def.sroa.0.1.lcssa2089.i, %if.end564.i ]
  %use_kind.sroa.0.9.i = phi ptr [ %use_kind.sroa.0.2.lcssa.i, %if.then.i1237.i ], [ null, %while.end.i.i ], [ %use_kind.sroa.0.1.lcssa2092.i, %if.then.i1281.i ], [ %use_kind.sroa.0.9.ph.i, %done.sink.split.i ], [ null, %if.end.i ], [ %use_kind.sroa.0.21856.i, %if.then.i1203.i ], [ %use_kind.sroa.0.21856.i, %if.end.i1183.i ], [ null, %while.end.i956.i ], [ %use_kind.sroa.0.21856.i, %if.then.i1078.i ], [ %use_kind.sroa.0.21856.i, %if.then.i1112.i ], [ %use_kind.sroa.0.21856.i, %if.then.i1146.i ], [ %use_kind.sroa.0.21856.i, %if.then215.i ], [ %use_kind.sroa.0.21856.i, %map_get.exit1193.i ], [ %use_kind.sroa.0.11885.i, %if.then.i1025.i ], [ %use_kind.sroa.0.11885.i, %if.then.i.i ], [ %use_kind.sroa.0.1.lcssa2092.i, %if.end524.i ], [ %use_kind.sroa.0.1.lcssa2092.i, %if.end564.i ]
  %succ.sroa.0.4.i = phi ptr [ %succ.sroa.0.01923.i, %if.then.i1237.i ], [ null, %while.end.i.i ], [ %succ.sroa.0.11907.i, %if.then.i1281.i ], [ %succ.sroa.0.01923.i, %done.sink.split.i ], [ null, %if.end.i ], [ %succ.sroa.0.01923.i, %if.then.i1203.i ], [ %succ.sroa.0.01923.i, %if.end.i1183.i ], [ null, %while.end.i956.i ], [ %succ.sroa.0.01923.i, %if.then.i1078.i ], [ %succ.sroa.0.01923.i, %if.then.i1112.i ], [ %succ.sroa.0.01923.i, %if.then.i1146.i ], [ %succ.sroa.0.01923.i, %if.then215.i ], [ %succ.sroa.0.01923.i, %map_get.exit1193.i ], [ %succ.sroa.0.01923.i, %if.then.i.i ], [ %succ.sroa.0.01923.i, %if.then.i1025.i ], [ %succ.sroa.0.1.lcssa.i, %if.end524.i ], [ %succ.sroa.0.1.lcssa.i, %if.end564.i ]
  %bbs.sroa.0.10.i = phi ptr [ %bbs.sroa.0.2.lcssa.i, %if.then.i1237.i ], [ null, %while.end.i.i ], [ %bbs.sroa.0.1.lcssa2095.i, %if.then.i1281.i ], [ %bbs.sroa.0.10.ph.i, %done.sink.split.i ], [ null, %if.end.i ], [ %bbs.sroa.0.21859.i, %if.then.i1203.i ], [ %bbs.sroa.0.21859.i, %if.end.i1183.i ], [ null, %while.end.i956.i ], [ %bbs.sroa.0.21859.i, %if.then.i1078.i ], [ %bbs.sroa.0.21859.i, %if.then.i1112.i ], [ %bbs.sroa.0.21859.i, %if.then.i1146.i ], [ %bbs.sroa.0.21859.i, %if.then215.i ], [ %bbs.sroa.0.21859.i, %map_get.exit1193.i ], [ %bbs.sroa.0.11888.i, %if.then.i1025.i ], [ %bbs.sroa.0.11888.i, %if.then.i.i ], [ %bbs.sroa.0.1.lcssa2095.i, %if.end524.i ], [ %bbs.sroa.0.1.lcssa2095.i, %if.end564.i ]
  %rc.16.i = phi i32 [ -1, %if.then.i1237.i ], [ -1, %while.end.i.i ], [ -1, %if.then.i1281.i ], [ %rc.16.ph.i, %done.sink.split.i ], [ -1, %if.end.i ], [ -1, %if.then.i1203.i ], [ -4, %if.end.i1183.i ], [ -1, %while.end.i956.i ], [ -4, %map_get.exit1193.i ], [ -4, %if.then215.i ], [ -1, %if.then.i1146.i ], [ -1, %if.then.i1112.i ], [ -1, %if.then.i1078.i ], [ -1, %if.then.i.i ], [ -1, %if.then.i1025.i ], [ 0, %if.end524.i ], [ 0, %if.end564.i ]
  br i1 %tobool58.i, label %if.then566.i, label %if.end567.i

if.then566.i:                                     ; preds = %done.i
  %344 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %344(ptr noundef nonnull %call18.i) #2
  br label %if.end567.i

if.end567.i:                                      ; preds = %if.then566.i, %done.i
  br i1 %tobool59.i, label %if.then569.i, label %if.end571.i

if.then569.i:                                     ; preds = %if.end567.i
  %345 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %345(ptr noundef nonnull %call21.i) #2
  br label %if.end571.i

if.end571.i:                                      ; preds = %if.then569.i, %if.end567.i
  br i1 %tobool61.i, label %if.then573.i, label %if.end575.i

if.then573.i:                                     ; preds = %if.end571.i
  %346 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %346(ptr noundef nonnull %call25.i) #2
  br label %if.end575.i

if.end575.i:                                      ; preds = %if.then573.i, %if.end571.i
  br i1 %tobool63.i, label %if.then577.i, label %if.end579.i

if.then577.i:                                     ; preds = %if.end575.i
  %347 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %347(ptr noundef nonnull %call29.i) #2
  br label %if.end579.i

if.end579.i:                                      ; preds = %if.then577.i, %if.end575.i
  br i1 %tobool65.i, label %if.then581.i, label %if.end583.i

if.then581.i:                                     ; preds = %if.end579.i
  %348 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %348(ptr noundef nonnull %call33.i) #2
  br label %if.end583.i

if.end583.i:                                      ; preds = %if.then581.i, %if.end579.i
  br i1 %tobool67.i, label %if.then585.i, label %if.end587.i

if.then585.i:                                     ; preds = %if.end583.i
  %349 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %349(ptr noundef nonnull %call37.i) #2
  br label %if.end587.i

if.end587.i:                                      ; preds = %if.then585.i, %if.end583.i
  br i1 %tobool69.i, label %if.then589.i, label %if.end591.i

if.then589.i:                                     ; preds = %if.end587.i
  %350 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %350(ptr noundef nonnull %call41.i) #2
  br label %if.end591.i

if.end591.i:                                      ; preds = %if.then589.i, %if.end587.i
  br i1 %tobool71.i, label %if.then593.i, label %if.end595.i

if.then593.i:                                     ; preds = %if.end591.i
  %351 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %351(ptr noundef nonnull %call44.i) #2
  br label %if.end595.i

if.end595.i:                                      ; preds = %if.then593.i, %if.end591.i
  br i1 %tobool73.i, label %if.then597.i, label %if.end599.i

if.then597.i:                                     ; preds = %if.end595.i
  %352 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %352(ptr noundef nonnull %call46.i) #2
  br label %if.end599.i

if.end599.i:                                      ; preds = %if.then597.i, %if.end595.i
  br i1 %tobool75.i, label %if.then601.i, label %if.end603.i

if.then601.i:                                     ; preds = %if.end599.i
  %353 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %353(ptr noundef nonnull %call49.i) #2
  br label %if.end603.i

if.end603.i:                                      ; preds = %if.then601.i, %if.end599.i
  br i1 %tobool77.i, label %if.then605.i, label %if.end607.i

if.then605.i:                                     ; preds = %if.end603.i
  %354 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %354(ptr noundef nonnull %call52.i) #2
  br label %if.end607.i

if.end607.i:                                      ; preds = %if.then605.i, %if.end603.i
  br i1 %tobool79.i, label %if.then609.i, label %if.end611.i

if.then609.i:                                     ; preds = %if.end607.i
  %355 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %355(ptr noundef nonnull %call57.i) #2
  br label %if.end611.i

if.end611.i:                                      ; preds = %if.then609.i, %if.end607.i
  %tobool.not.i1306.i = icmp eq ptr %bmap.sroa.0.0.i, null
  br i1 %tobool.not.i1306.i, label %if.end.i1309.i, label %if.then.i1307.i

if.then.i1307.i:                                  ; preds = %if.end611.i
  %356 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %356(ptr noundef nonnull %bmap.sroa.0.0.i) #2
  br label %if.end.i1309.i

if.end.i1309.i:                                   ; preds = %if.then.i1307.i, %if.end611.i
  %tobool2.not.i.i = icmp eq ptr %bmap.sroa.10.0.i, null
  br i1 %tobool2.not.i.i, label %map_free.exit.i, label %if.then3.i.i

if.then3.i.i:                                     ; preds = %if.end.i1309.i
  %357 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %357(ptr noundef nonnull %bmap.sroa.10.0.i) #2
  br label %map_free.exit.i

map_free.exit.i:                                  ; preds = %if.then3.i.i, %if.end.i1309.i
  %tobool.not.i1311.i = icmp eq ptr %imap.sroa.0.0.i, null
  br i1 %tobool.not.i1311.i, label %if.end.i1314.i, label %if.then.i1312.i

if.then.i1312.i:                                  ; preds = %map_free.exit.i
  %358 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %358(ptr noundef nonnull %imap.sroa.0.0.i) #2
  br label %if.end.i1314.i

if.end.i1314.i:                                   ; preds = %if.then.i1312.i, %map_free.exit.i
  %tobool2.not.i1316.i = icmp eq ptr %imap.sroa.10.0.i, null
  br i1 %tobool2.not.i1316.i, label %map_free.exit1319.i, label %if.then3.i1317.i

if.then3.i1317.i:                                 ; preds = %if.end.i1314.i
  %359 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %359(ptr noundef nonnull %imap.sroa.10.0.i) #2
  br label %map_free.exit1319.i

map_free.exit1319.i:                              ; preds = %if.then3.i1317.i, %if.end.i1314.i
  %tobool.not.i1320.i = icmp eq ptr %base.sroa.0.11.i, null
  br i1 %tobool.not.i1320.i, label %vec_free.exit.i, label %if.then.i1321.i

if.then.i1321.i:                                  ; preds = %map_free.exit1319.i
  %360 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %360(ptr noundef nonnull %base.sroa.0.11.i) #2
  br label %vec_free.exit.i

vec_free.exit.i:                                  ; preds = %if.then.i1321.i, %map_free.exit1319.i
  %tobool.not.i1326.i = icmp eq ptr %use_def.sroa.0.9.i, null
  br i1 %tobool.not.i1326.i, label %vec_free.exit1332.i, label %if.then.i1327.i

if.then.i1327.i:                                  ; preds = %vec_free.exit.i
  %361 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %361(ptr noundef nonnull %use_def.sroa.0.9.i) #2
  br label %vec_free.exit1332.i

vec_free.exit1332.i:                              ; preds = %if.then.i1327.i, %vec_free.exit.i
  %tobool.not.i1333.i = icmp eq ptr %use_kind.sroa.0.9.i, null
  br i1 %tobool.not.i1333.i, label %vec_free.exit1339.i, label %if.then.i1334.i

if.then.i1334.i:                                  ; preds = %vec_free.exit1332.i
  %362 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %362(ptr noundef nonnull %use_kind.sroa.0.9.i) #2
  br label %vec_free.exit1339.i

vec_free.exit1339.i:                              ; preds = %if.then.i1334.i, %vec_free.exit1332.i
  %tobool.not.i1340.i = icmp eq ptr %succ.sroa.0.4.i, null
  br i1 %tobool.not.i1340.i, label %vec_free.exit1346.i, label %if.then.i1341.i

if.then.i1341.i:                                  ; preds = %vec_free.exit1339.i
  %363 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %363(ptr noundef nonnull %succ.sroa.0.4.i) #2
  br label %vec_free.exit1346.i

vec_free.exit1346.i:                              ; preds = %if.then.i1341.i, %vec_free.exit1339.i
  %tobool.not.i1347.i = icmp eq ptr %bbs.sroa.0.10.i, null
  br i1 %tobool.not.i1347.i, label %function_counts.exit, label %if.then.i1348.i

if.then.i1348.i:                                  ; preds = %vec_free.exit1346.i
  %364 = load ptr, ptr %free.i.i, align 8, !tbaa !45
  call void %364(ptr noundef nonnull %bbs.sroa.0.10.i) #2
  br label %function_counts.exit

function_counts.exit:                             ; preds = %vec_free.exit1346.i, %if.then.i1348.i
  %cmp5 = icmp sgt i32 %rc.16.i, -1
  br i1 %cmp5, label %if.end10, label %cleanup

cleanup:                                          ; preds = %function_counts.exit
  store i64 %nf.072, ptr %err_fn, align 8, !tbaa !73
  %conv8 = sext i32 %rc.16.i to i64
  br label %cleanup12

if.end10:                                         ; preds = %for.cond.cleanup12.i, %function_counts.exit, %if.end
  %inc = add nsw i64 %nf.072, 1
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.end10
  %nf.1 = phi i64 [ %nf.072, %for.body ], [ %inc, %if.end10 ]
  %365 = load ptr, ptr %next_function, align 8, !tbaa !113
  %call11 = call ptr %365(ptr noundef nonnull %fn.073) #2
  %tobool.not = icmp eq ptr %call11, null
  br i1 %tobool.not, label %cleanup12, label %for.body, !llvm.loop !114

cleanup12:                                        ; preds = %for.inc, %entry, %cleanup
  %spec.select = phi i64 [ %conv8, %cleanup ], [ 0, %entry ], [ %nf.1, %for.inc ]
  ret i64 %spec.select
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nounwind
define dso_local range(i64 -1, 1) i64 @mlbridge_module_call_stats(ptr noundef readonly captures(none) %api, ptr noundef %mod, i32 noundef %kind, ptr noundef writeonly captures(none) %out) local_unnamed_addr #0 {
entry:
  %len = alloca i64, align 8
  %0 = load ptr, ptr %api, align 8, !tbaa !7
  %call = tail call ptr %0(ptr noundef %mod) #2
  %tobool.not267 = icmp eq ptr %call, null
  br i1 %tobool.not267, label %for.cond.cleanup, label %for.body.lr.ph

for.body.lr.ph:                                   ; preds = %entry
  %is_declaration = getelementptr inbounds nuw i8, ptr %api, i64 16
  %next_function = getelementptr inbounds nuw i8, ptr %api, i64 8
  br label %for.body

for.cond.cleanup.loopexit:                        ; preds = %for.body
  %1 = shl i64 %spec.select, 1
  %2 = add i64 %1, 2
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit, %entry
  %nf.0.lcssa = phi i64 [ 2, %entry ], [ %2, %for.cond.cleanup.loopexit ]
  br label %while.cond.i

while.cond.i:                                     ; preds = %while.cond.i, %for.cond.cleanup
  %cap.0.i = phi i64 [ 16, %for.cond.cleanup ], [ %shl.i, %while.cond.i ]
  %cmp.i = icmp ult i64 %cap.0.i, %nf.0.lcssa
  %shl.i = shl i64 %cap.0.i, 1
  br i1 %cmp.i, label %while.cond.i, label %while.end.i, !llvm.loop !28

while.end.i:                                      ; preds = %while.cond.i
  %malloc.i = getelementptr inbounds nuw i8, ptr %api, i64 136
  %3 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %mul1.i = shl i64 %cap.0.i, 3
  %call.i = tail call ptr %3(i64 noundef %mul1.i) #2
  %4 = load ptr, ptr %malloc.i, align 8, !tbaa !27
  %mul3.i = shl i64 %cap.0.i, 2
  %call4.i = tail call ptr %4(i64 noundef %mul3.i) #2
  %tobool.not.i = icmp eq ptr %call.i, null
  %tobool7.not.i = icmp eq ptr %call4.i, null
  %or.cond.i = select i1 %tobool.not.i, i1 true, i1 %tobool7.not.i
  br i1 %or.cond.i, label %if.then6, label %for.cond.preheader.i

for.cond.preheader.i:                             ; preds = %while.end.i
  %cmp823.not.i = icmp eq i64 %cap.0.i, 0
  br i1 %cmp823.not.i, label %if.end7, label %vector.body

vector.body:                                      ; preds = %for.cond.preheader.i, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %for.cond.preheader.i ]
  %5 = getelementptr inbounds nuw ptr, ptr %call.i, i64 %index
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store <2 x ptr> zeroinitializer, ptr %5, align 8, !tbaa !29
  store <2 x ptr> zeroinitializer, ptr %6, align 8, !tbaa !29
  %index.next = add nuw i64 %index, 4
  %7 = icmp eq i64 %index.next, %cap.0.i
  br i1 %7, label %if.end7, label %vector.body, !llvm.loop !115

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %nf.0269 = phi i64 [ 0, %for.body.lr.ph ], [ %spec.select, %for.body ]
  %fn.0268 = phi ptr [ %call, %for.body.lr.ph ], [ %call3, %for.body ]
  %8 = load ptr, ptr %is_declaration, align 8, !tbaa !10
  %call1 = tail call i32 %8(ptr noundef nonnull %fn.0268) #2
  %tobool2.not = icmp eq i32 %call1, 0
  %inc = zext i1 %tobool2.not to i64
  %spec.select = add i64 %nf.0269, %inc
  %9 = load ptr, ptr %next_function, align 8, !tbaa !113
  %call3 = tail call ptr %9(ptr noundef nonnull %fn.0268) #2
  %tobool.not = icmp eq ptr %call3, null
  br i1 %tobool.not, label %for.cond.cleanup.loopexit, label %for.body, !llvm.loop !116

if.then6:                                         ; preds = %while.end.i
  br i1 %tobool.not.i, label %if.end.i, label %if.then.i

if.then.i:                                        ; preds = %if.then6
  %free.i = getelementptr inbounds nuw i8, ptr %api, i64 144
  %10 = load ptr, ptr %free.i, align 8, !tbaa !45
  tail call void %10(ptr noundef nonnull %call.i) #2
  br label %if.end.i

if.end.i:                                         ; preds = %if.then.i, %if.then6
  br i1 %tobool7.not.i, label %cleanup151, label %if.then3.i

if.then3.i:                                       ; preds = %if.end.i
  %free4.i = getelementptr inbounds nuw i8, ptr %api, i64 144
  %11 = load ptr, ptr %free4.i, align 8, !tbaa !45
  tail call void %11(ptr noundef nonnull %call4.i) #2
  br label %cleanup151

if.end7:                                          ; preds = %vector.body, %for.cond.preheader.i
  %sub.i = add i64 %cap.0.i, -1
  %12 = load ptr, ptr %api, align 8, !tbaa !7
  %call10 = tail call ptr %12(ptr noundef %mod) #2
  %tobool12.not279 = icmp eq ptr %call10, null
  br i1 %tobool12.not279, label %for.cond.cleanup13, label %for.body14.lr.ph

for.body14.lr.ph:                                 ; preds = %if.end7
  %is_declaration15 = getelementptr inbounds nuw i8, ptr %api, i64 16
  %first_bb = getelementptr inbounds nuw i8, ptr %api, i64 24
  %first_inst = getelementptr inbounds nuw i8, ptr %api, i64 40
  %next_inst = getelementptr inbounds nuw i8, ptr %api, i64 48
  %next_bb = getelementptr inbounds nuw i8, ptr %api, i64 32
  %tobool37.not = icmp eq i32 %kind, 0
  %enum_attribute_at_index = getelementptr inbounds nuw i8, ptr %api, i64 152
  %next_function42 = getelementptr inbounds nuw i8, ptr %api, i64 8
  br label %for.body14

for.cond.cleanup13:                               ; preds = %for.inc41, %if.end7
  %total.0.lcssa = phi double [ 0.000000e+00, %if.end7 ], [ %total.1, %for.inc41 ]
  %13 = load ptr, ptr %api, align 8, !tbaa !7
  %call47 = tail call ptr %13(ptr noundef %mod) #2
  %tobool49.not299 = icmp eq ptr %call47, null
  br i1 %tobool49.not299, label %if.then.i231, label %for.body51.lr.ph

for.body51.lr.ph:                                 ; preds = %for.cond.cleanup13
  %is_declaration52 = getelementptr inbounds nuw i8, ptr %api, i64 16
  %first_bb58 = getelementptr inbounds nuw i8, ptr %api, i64 24
  %first_inst65 = getelementptr inbounds nuw i8, ptr %api, i64 40
  %opcode = getelementptr inbounds nuw i8, ptr %api, i64 56
  %called_value = getelementptr inbounds nuw i8, ptr %api, i64 160
  %is_a_function = getelementptr inbounds nuw i8, ptr %api, i64 168
  %value_name = getelementptr inbounds nuw i8, ptr %api, i64 120
  %next_inst129 = getelementptr inbounds nuw i8, ptr %api, i64 48
  %next_bb134 = getelementptr inbounds nuw i8, ptr %api, i64 32
  %next_function139 = getelementptr inbounds nuw i8, ptr %api, i64 8
  br label %for.body51

for.body14:                                       ; preds = %for.body14.lr.ph, %for.inc41
  %fn8.0281 = phi ptr [ %call10, %for.body14.lr.ph ], [ %call43, %for.inc41 ]
  %total.0280 = phi double [ 0.000000e+00, %for.body14.lr.ph ], [ %total.1, %for.inc41 ]
  %14 = load ptr, ptr %is_declaration15, align 8, !tbaa !10
  %call16 = tail call i32 %14(ptr noundef nonnull %fn8.0281) #2
  %tobool17.not = icmp eq i32 %call16, 0
  br i1 %tobool17.not, label %if.end19, label %for.inc41

if.end19:                                         ; preds = %for.body14
  %15 = load ptr, ptr %first_bb, align 8, !tbaa !14
  %call20 = tail call ptr %15(ptr noundef nonnull %fn8.0281) #2
  %tobool22.not274 = icmp eq ptr %call20, null
  br i1 %tobool22.not274, label %for.cond.cleanup23, label %for.body24

for.cond.cleanup23:                               ; preds = %for.cond.cleanup28, %if.end19
  %n.0.lcssa = phi i32 [ 0, %if.end19 ], [ %n.1.lcssa, %for.cond.cleanup28 ]
  %conv = sitofp i32 %n.0.lcssa to double
  %add = fadd double %total.0280, %conv
  %mul = shl nsw i32 %n.0.lcssa, 1
  br i1 %tobool37.not, label %land.end, label %land.rhs

for.body24:                                       ; preds = %if.end19, %for.cond.cleanup28
  %bb.0276 = phi ptr [ %call35, %for.cond.cleanup28 ], [ %call20, %if.end19 ]
  %n.0275 = phi i32 [ %n.1.lcssa, %for.cond.cleanup28 ], [ 0, %if.end19 ]
  %16 = load ptr, ptr %first_inst, align 8, !tbaa !21
  %call25 = tail call ptr %16(ptr noundef nonnull %bb.0276) #2
  %tobool27.not270 = icmp eq ptr %call25, null
  br i1 %tobool27.not270, label %for.cond.cleanup28, label %for.body29

for.cond.cleanup28:                               ; preds = %for.body29, %for.body24
  %n.1.lcssa = phi i32 [ %n.0275, %for.body24 ], [ %inc30, %for.body29 ]
  %17 = load ptr, ptr %next_bb, align 8, !tbaa !22
  %call35 = tail call ptr %17(ptr noundef nonnull %bb.0276) #2
  %tobool22.not = icmp eq ptr %call35, null
  br i1 %tobool22.not, label %for.cond.cleanup23, label %for.body24, !llvm.loop !117

for.body29:                                       ; preds = %for.body24, %for.body29
  %in.0272 = phi ptr [ %call32, %for.body29 ], [ %call25, %for.body24 ]
  %n.1271 = phi i32 [ %inc30, %for.body29 ], [ %n.0275, %for.body24 ]
  %inc30 = add nsw i32 %n.1271, 1
  %18 = load ptr, ptr %next_inst, align 8, !tbaa !24
  %call32 = tail call ptr %18(ptr noundef nonnull %in.0272) #2
  %tobool27.not = icmp eq ptr %call32, null
  br i1 %tobool27.not, label %for.cond.cleanup28, label %for.body29, !llvm.loop !118

land.rhs:                                         ; preds = %for.cond.cleanup23
  %19 = load ptr, ptr %enum_attribute_at_index, align 8, !tbaa !119
  %call38 = tail call ptr %19(ptr noundef nonnull %fn8.0281, i32 noundef -1, i32 noundef %kind) #2
  %tobool39 = icmp ne ptr %call38, null
  %20 = zext i1 %tobool39 to i32
  %21 = or disjoint i32 %mul, %20
  br label %land.end

land.end:                                         ; preds = %land.rhs, %for.cond.cleanup23
  %cond = phi i32 [ %mul, %for.cond.cleanup23 ], [ %21, %land.rhs ]
  %22 = ptrtoint ptr %fn8.0281 to i64
  %shr.i.i = lshr i64 %22, 33
  %xor.i.i = xor i64 %shr.i.i, %22
  %mul.i.i = mul i64 %xor.i.i, -49064778989728563
  %shr1.i.i = lshr i64 %mul.i.i, 33
  %xor2.i.i = xor i64 %shr1.i.i, %mul.i.i
  br label %while.cond.i223

while.cond.i223:                                  ; preds = %while.cond.i223, %land.end
  %xor2.i.pn.i = phi i64 [ %xor2.i.i, %land.end ], [ %add.i227, %while.cond.i223 ]
  %h.0.i = and i64 %xor2.i.pn.i, %sub.i
  %arrayidx.i224 = getelementptr inbounds nuw ptr, ptr %call.i, i64 %h.0.i
  %23 = load ptr, ptr %arrayidx.i224, align 8, !tbaa !29
  %tobool.not.i225 = icmp eq ptr %23, null
  %cmp.not.i = icmp eq ptr %23, %fn8.0281
  %or.cond.i226 = or i1 %tobool.not.i225, %cmp.not.i
  %add.i227 = add i64 %h.0.i, 1
  br i1 %or.cond.i226, label %map_put.exit, label %while.cond.i223, !llvm.loop !32

map_put.exit:                                     ; preds = %while.cond.i223
  %arrayidx.i224.le = getelementptr inbounds nuw ptr, ptr %call.i, i64 %h.0.i
  store ptr %fn8.0281, ptr %arrayidx.i224.le, align 8, !tbaa !29
  %arrayidx7.i = getelementptr inbounds nuw i32, ptr %call4.i, i64 %h.0.i
  store i32 %cond, ptr %arrayidx7.i, align 4, !tbaa !3
  br label %for.inc41

for.inc41:                                        ; preds = %for.body14, %map_put.exit
  %total.1 = phi double [ %total.0280, %for.body14 ], [ %add, %map_put.exit ]
  %24 = load ptr, ptr %next_function42, align 8, !tbaa !113
  %call43 = tail call ptr %24(ptr noundef nonnull %fn8.0281) #2
  %tobool12.not = icmp eq ptr %call43, null
  br i1 %tobool12.not, label %for.cond.cleanup13, label %for.body14, !llvm.loop !120

if.then.i231:                                     ; preds = %for.inc138, %for.cond.cleanup13
  %calls.0.lcssa = phi double [ 0.000000e+00, %for.cond.cleanup13 ], [ %calls.6, %for.inc138 ]
  %25 = phi <2 x double> [ zeroinitializer, %for.cond.cleanup13 ], [ %60, %for.inc138 ]
  %free.i232 = getelementptr inbounds nuw i8, ptr %api, i64 144
  %26 = load ptr, ptr %free.i232, align 8, !tbaa !45
  call void %26(ptr noundef nonnull %call.i) #2
  %27 = load ptr, ptr %free.i232, align 8, !tbaa !45
  call void %27(ptr noundef nonnull %call4.i) #2
  store <2 x double> %25, ptr %out, align 8, !tbaa !15
  %arrayidx145 = getelementptr inbounds nuw i8, ptr %out, i64 16
  store double %calls.0.lcssa, ptr %arrayidx145, align 8, !tbaa !15
  %arrayidx146 = getelementptr inbounds nuw i8, ptr %out, i64 24
  store double %total.0.lcssa, ptr %arrayidx146, align 8, !tbaa !15
  br label %cleanup151

for.body51:                                       ; preds = %for.body51.lr.ph, %for.inc138
  %fn45.0303 = phi ptr [ %call47, %for.body51.lr.ph ], [ %call140, %for.inc138 ]
  %calls.0302 = phi double [ 0.000000e+00, %for.body51.lr.ph ], [ %calls.6, %for.inc138 ]
  %28 = phi <2 x double> [ zeroinitializer, %for.body51.lr.ph ], [ %60, %for.inc138 ]
  %29 = load ptr, ptr %is_declaration52, align 8, !tbaa !10
  %call53 = call i32 %29(ptr noundef nonnull %fn45.0303) #2
  %tobool54.not = icmp eq i32 %call53, 0
  br i1 %tobool54.not, label %if.end56, label %for.inc138

if.end56:                                         ; preds = %for.body51
  %30 = load ptr, ptr %first_bb58, align 8, !tbaa !14
  %call59 = call ptr %30(ptr noundef nonnull %fn45.0303) #2
  %tobool61.not291 = icmp eq ptr %call59, null
  br i1 %tobool61.not291, label %for.inc138, label %for.body63

for.body63:                                       ; preds = %if.end56, %for.cond.cleanup69
  %bb57.0295 = phi ptr [ %call135, %for.cond.cleanup69 ], [ %call59, %if.end56 ]
  %calls.1294 = phi double [ %calls.2.lcssa, %for.cond.cleanup69 ], [ %calls.0302, %if.end56 ]
  %31 = phi <2 x double> [ %33, %for.cond.cleanup69 ], [ %28, %if.end56 ]
  %32 = load ptr, ptr %first_inst65, align 8, !tbaa !21
  %call66 = call ptr %32(ptr noundef nonnull %bb57.0295) #2
  %tobool68.not283 = icmp eq ptr %call66, null
  br i1 %tobool68.not283, label %for.cond.cleanup69, label %for.body70

for.cond.cleanup69:                               ; preds = %cleanup127, %for.body63
  %calls.2.lcssa = phi double [ %calls.1294, %for.body63 ], [ %calls.5, %cleanup127 ]
  %33 = phi <2 x double> [ %31, %for.body63 ], [ %58, %cleanup127 ]
  %34 = load ptr, ptr %next_bb134, align 8, !tbaa !22
  %call135 = call ptr %34(ptr noundef nonnull %bb57.0295) #2
  %tobool61.not = icmp eq ptr %call135, null
  br i1 %tobool61.not, label %for.inc138, label %for.body63, !llvm.loop !121

for.body70:                                       ; preds = %for.body63, %cleanup127
  %in64.0287 = phi ptr [ %call130, %cleanup127 ], [ %call66, %for.body63 ]
  %calls.2286 = phi double [ %calls.5, %cleanup127 ], [ %calls.1294, %for.body63 ]
  %35 = phi <2 x double> [ %58, %cleanup127 ], [ %31, %for.body63 ]
  %36 = load ptr, ptr %opcode, align 8, !tbaa !36
  %call71 = call i32 %36(ptr noundef nonnull %in64.0287) #2
  switch i32 %call71, label %cleanup127 [
    i32 45, label %if.end76
    i32 5, label %if.end76
  ]

if.end76:                                         ; preds = %for.body70, %for.body70
  %37 = load ptr, ptr %called_value, align 8, !tbaa !122
  %call77 = call ptr %37(ptr noundef nonnull %in64.0287) #2
  %tobool78.not = icmp eq ptr %call77, null
  br i1 %tobool78.not, label %cleanup127, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %if.end76
  %38 = load ptr, ptr %is_a_function, align 8, !tbaa !123
  %call79 = call ptr %38(ptr noundef nonnull %call77) #2
  %tobool80.not = icmp eq ptr %call79, null
  br i1 %tobool80.not, label %cleanup127, label %if.end82

if.end82:                                         ; preds = %lor.lhs.false
  call void @llvm.lifetime.start.p0(ptr nonnull %len) #3
  store i64 0, ptr %len, align 8, !tbaa !73
  %39 = load ptr, ptr %value_name, align 8, !tbaa !75
  %call83 = call ptr %39(ptr noundef nonnull %call77, ptr noundef nonnull %len) #2
  %tobool84 = icmp ne ptr %call83, null
  %40 = load i64, ptr %len, align 8
  %cmp86 = icmp ugt i64 %40, 4
  %or.cond153 = select i1 %tobool84, i1 %cmp86, i1 false
  br i1 %or.cond153, label %land.lhs.true88, label %if.end113

land.lhs.true88:                                  ; preds = %if.end82
  %41 = load i8, ptr %call83, align 1, !tbaa !76
  %cmp90 = icmp eq i8 %41, 108
  br i1 %cmp90, label %land.lhs.true92, label %if.end113

land.lhs.true92:                                  ; preds = %land.lhs.true88
  %arrayidx93 = getelementptr inbounds nuw i8, ptr %call83, i64 1
  %42 = load i8, ptr %arrayidx93, align 1, !tbaa !76
  %cmp95 = icmp eq i8 %42, 108
  br i1 %cmp95, label %land.lhs.true97, label %if.end113

land.lhs.true97:                                  ; preds = %land.lhs.true92
  %arrayidx98 = getelementptr inbounds nuw i8, ptr %call83, i64 2
  %43 = load i8, ptr %arrayidx98, align 1, !tbaa !76
  %cmp100 = icmp eq i8 %43, 118
  br i1 %cmp100, label %land.lhs.true102, label %if.end113

land.lhs.true102:                                 ; preds = %land.lhs.true97
  %arrayidx103 = getelementptr inbounds nuw i8, ptr %call83, i64 3
  %44 = load i8, ptr %arrayidx103, align 1, !tbaa !76
  %cmp105 = icmp eq i8 %44, 109
  br i1 %cmp105, label %land.lhs.true107, label %if.end113

land.lhs.true107:                                 ; preds = %land.lhs.true102
  %arrayidx108 = getelementptr inbounds nuw i8, ptr %call83, i64 4
  %45 = load i8, ptr %arrayidx108, align 1, !tbaa !76
  %cmp110 = icmp eq i8 %45, 46
  br i1 %cmp110, label %cleanup, label %if.end113

if.end113:                                        ; preds = %land.lhs.true107, %land.lhs.true102, %land.lhs.true97, %land.lhs.true92, %land.lhs.true88, %if.end82
  %add114 = fadd double %calls.2286, 1.000000e+00
  %46 = ptrtoint ptr %call77 to i64
  %shr.i.i239 = lshr i64 %46, 33
  %xor.i.i240 = xor i64 %shr.i.i239, %46
  %mul.i.i241 = mul i64 %xor.i.i240, -49064778989728563
  %shr1.i.i242 = lshr i64 %mul.i.i241, 33
  %xor2.i.i243 = xor i64 %shr1.i.i242, %mul.i.i241
  %h.015.i = and i64 %xor2.i.i243, %sub.i
  %arrayidx16.i = getelementptr inbounds nuw ptr, ptr %call.i, i64 %h.015.i
  %47 = load ptr, ptr %arrayidx16.i, align 8, !tbaa !29
  %tobool.not17.i = icmp eq ptr %47, null
  br i1 %tobool.not17.i, label %map_get.exit, label %while.body.i

while.body.i:                                     ; preds = %if.end113, %if.end.i246
  %48 = phi ptr [ %50, %if.end.i246 ], [ %47, %if.end113 ]
  %h.018.i = phi i64 [ %h.0.i248, %if.end.i246 ], [ %h.015.i, %if.end113 ]
  %cmp.i245 = icmp eq ptr %48, %call77
  br i1 %cmp.i245, label %if.then.i252, label %if.end.i246

if.then.i252:                                     ; preds = %while.body.i
  %arrayidx3.i = getelementptr inbounds nuw i32, ptr %call4.i, i64 %h.018.i
  %49 = load i32, ptr %arrayidx3.i, align 4, !tbaa !3
  br label %map_get.exit

if.end.i246:                                      ; preds = %while.body.i
  %add.i247 = add i64 %h.018.i, 1
  %h.0.i248 = and i64 %add.i247, %sub.i
  %arrayidx.i249 = getelementptr inbounds nuw ptr, ptr %call.i, i64 %h.0.i248
  %50 = load ptr, ptr %arrayidx.i249, align 8, !tbaa !29
  %tobool.not.i250 = icmp eq ptr %50, null
  br i1 %tobool.not.i250, label %map_get.exit, label %while.body.i, !llvm.loop !52

map_get.exit:                                     ; preds = %if.end.i246, %if.end113, %if.then.i252
  %retval.0.i251 = phi i32 [ %49, %if.then.i252 ], [ -1, %if.end113 ], [ -1, %if.end.i246 ]
  %51 = and i32 %retval.0.i251, -2147483647
  %or.cond.not = icmp eq i32 %51, 1
  %shr = lshr i32 %retval.0.i251, 1
  %conv122 = uitofp nneg i32 %shr to double
  %52 = insertelement <2 x double> <double 1.000000e+00, double poison>, double %conv122, i64 1
  %53 = fadd <2 x double> %35, %52
  %54 = insertelement <2 x i1> poison, i1 %or.cond.not, i64 0
  %55 = shufflevector <2 x i1> %54, <2 x i1> poison, <2 x i32> zeroinitializer
  %56 = select <2 x i1> %55, <2 x double> %53, <2 x double> %35
  br label %cleanup

cleanup:                                          ; preds = %land.lhs.true107, %map_get.exit
  %calls.3 = phi double [ %add114, %map_get.exit ], [ %calls.2286, %land.lhs.true107 ]
  %57 = phi <2 x double> [ %56, %map_get.exit ], [ %35, %land.lhs.true107 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %len) #3
  br label %cleanup127

cleanup127:                                       ; preds = %cleanup, %lor.lhs.false, %if.end76, %for.body70
  %calls.5 = phi double [ %calls.2286, %for.body70 ], [ %calls.3, %cleanup ], [ %calls.2286, %lor.lhs.false ], [ %calls.2286, %if.end76 ]
  %58 = phi <2 x double> [ %35, %for.body70 ], [ %57, %cleanup ], [ %35, %lor.lhs.false ], [ %35, %if.end76 ]
  %59 = load ptr, ptr %next_inst129, align 8, !tbaa !24
  %call130 = call ptr %59(ptr noundef nonnull %in64.0287) #2
  %tobool68.not = icmp eq ptr %call130, null
  br i1 %tobool68.not, label %for.cond.cleanup69, label %for.body70, !llvm.loop !124

for.inc138:                                       ; preds = %for.cond.cleanup69, %if.end56, %for.body51
  %calls.6 = phi double [ %calls.0302, %for.body51 ], [ %calls.0302, %if.end56 ], [ %calls.2.lcssa, %for.cond.cleanup69 ]
  %60 = phi <2 x double> [ %28, %for.body51 ], [ %28, %if.end56 ], [ %33, %for.cond.cleanup69 ]
  %61 = load ptr, ptr %next_function139, align 8, !tbaa !113
  %call140 = call ptr %61(ptr noundef nonnull %fn45.0303) #2
  %tobool49.not = icmp eq ptr %call140, null
  br i1 %tobool49.not, label %if.then.i231, label %for.body51, !llvm.loop !125

cleanup151:                                       ; preds = %if.then3.i, %if.end.i, %if.then.i231
  %retval.0 = phi i64 [ 0, %if.then.i231 ], [ -1, %if.end.i ], [ -1, %if.then3.i ]
  ret i64 %retval.0
}

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nobuiltin nounwind "no-builtins" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.errno.tbaa = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !9, i64 0}
!8 = !{!"", !9, i64 0, !9, i64 8, !9, i64 16, !9, i64 24, !9, i64 32, !9, i64 40, !9, i64 48, !9, i64 56, !9, i64 64, !9, i64 72, !9, i64 80, !9, i64 88, !9, i64 96, !9, i64 104, !9, i64 112, !9, i64 120, !9, i64 128, !9, i64 136, !9, i64 144, !9, i64 152, !9, i64 160, !9, i64 168}
!9 = !{!"any pointer", !5, i64 0}
!10 = !{!8, !9, i64 16}
!11 = !{!12, !4, i64 52}
!12 = !{!"", !13, i64 0, !13, i64 8, !13, i64 16, !13, i64 24, !4, i64 32, !4, i64 36, !4, i64 40, !4, i64 44, !4, i64 48, !4, i64 52, !4, i64 56}
!13 = !{!"p1 int", !9, i64 0}
!14 = !{!8, !9, i64 24}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !5, i64 0}
!17 = distinct !{!17, !18, !19, !20}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = !{!8, !9, i64 40}
!22 = !{!8, !9, i64 32}
!23 = distinct !{!23, !18}
!24 = !{!8, !9, i64 48}
!25 = distinct !{!25, !18}
!26 = distinct !{!26, !18, !20, !19}
!27 = !{!8, !9, i64 136}
!28 = distinct !{!28, !18}
!29 = !{!9, !9, i64 0}
!30 = distinct !{!30, !18, !19, !20}
!31 = distinct !{!31, !18, !19, !20}
!32 = distinct !{!32, !18}
!33 = distinct !{!33, !18}
!34 = distinct !{!34, !18}
!35 = distinct !{!35, !18}
!36 = !{!8, !9, i64 56}
!37 = !{!12, !13, i64 0}
!38 = !{!8, !9, i64 72}
!39 = !{!8, !9, i64 64}
!40 = !{!12, !13, i64 8}
!41 = distinct !{!41, !18, !19, !20}
!42 = distinct !{!42, !43}
!43 = !{!"llvm.loop.unroll.disable"}
!44 = distinct !{!44, !18, !19}
!45 = !{!8, !9, i64 144}
!46 = distinct !{!46, !18, !19, !20}
!47 = distinct !{!47, !43}
!48 = distinct !{!48, !18, !19}
!49 = !{!8, !9, i64 80}
!50 = !{!8, !9, i64 88}
!51 = !{!8, !9, i64 96}
!52 = distinct !{!52, !18}
!53 = distinct !{!53, !18, !19, !20}
!54 = distinct !{!54, !43}
!55 = distinct !{!55, !18, !19}
!56 = distinct !{!56, !18, !19, !20}
!57 = distinct !{!57, !43}
!58 = distinct !{!58, !18, !19}
!59 = distinct !{!59, !18, !19, !20}
!60 = distinct !{!60, !43}
!61 = distinct !{!61, !18, !19}
!62 = !{!8, !9, i64 128}
!63 = distinct !{!63, !18, !19, !20}
!64 = distinct !{!64, !43}
!65 = distinct !{!65, !18, !19}
!66 = distinct !{!66, !18}
!67 = !{!8, !9, i64 104}
!68 = !{!8, !9, i64 112}
!69 = !{!13, !13, i64 0}
!70 = distinct !{!70, !18, !19, !20}
!71 = distinct !{!71, !43}
!72 = distinct !{!72, !18, !19}
!73 = !{!74, !74, i64 0}
!74 = !{!"long", !5, i64 0}
!75 = !{!8, !9, i64 120}
!76 = !{!5, !5, i64 0}
!77 = distinct !{!77, !18}
!78 = distinct !{!78, !18, !19, !20}
!79 = distinct !{!79, !43}
!80 = distinct !{!80, !18, !19}
!81 = distinct !{!81, !18}
!82 = distinct !{!82, !18, !19, !20}
!83 = !{!"branch_weights", i32 8, i32 24}
!84 = distinct !{!84, !18, !19, !20}
!85 = distinct !{!85, !18, !19, !20}
!86 = distinct !{!86, !18, !19, !20}
!87 = distinct !{!87, !18, !20, !19}
!88 = distinct !{!88, !18, !20, !19}
!89 = distinct !{!89, !18, !19, !20}
!90 = distinct !{!90, !43}
!91 = distinct !{!91, !18, !20, !19}
!92 = !{!12, !4, i64 56}
!93 = distinct !{!93, !18}
!94 = !{!95}
!95 = distinct !{!95, !96}
!96 = distinct !{!96, !"LVerDomain"}
!97 = !{!98}
!98 = distinct !{!98, !96}
!99 = distinct !{!99, !18, !19, !20}
!100 = distinct !{!100, !43}
!101 = !{!102}
!102 = distinct !{!102, !103}
!103 = distinct !{!103, !"LVerDomain"}
!104 = !{!105}
!105 = distinct !{!105, !103}
!106 = distinct !{!106, !18, !19, !20}
!107 = distinct !{!107, !43}
!108 = distinct !{!108, !18, !19}
!109 = distinct !{!109, !18}
!110 = distinct !{!110, !18, !19}
!111 = distinct !{!111, !18}
!112 = distinct !{!112, !18}
!113 = !{!8, !9, i64 8}
!114 = distinct !{!114, !18}
!115 = distinct !{!115, !18, !19, !20}
!116 = distinct !{!116, !18}
!117 = distinct !{!117, !18}
!118 = distinct !{!118, !18}
!119 = !{!8, !9, i64 152}
!120 = distinct !{!120, !18}
!121 = distinct !{!121, !18}
!122 = !{!8, !9, i64 160}
!123 = !{!8, !9, i64 168}
!124 = distinct !{!124, !18}
!125 = distinct !{!125, !18}
